import { roleLabels, type UserRole, userRoles } from '@launchpad/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';

/**
 * The account's role as a select, and the button that asks to change it to the one chosen (offered
 * once it differs). The dialog around it confirms before anything is sent.
 */
export function RolePicker({
  current,
  chosen,
  onChoose,
  onAsk,
}: {
  current: UserRole;
  chosen: UserRole;
  onChoose: (role: UserRole) => void;
  onAsk: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <Field
        label="Role"
        hint="Owners manage the team; operations run launches; finance handles money; support answers customers."
        className="flex-1"
      >
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={chosen}
            onChange={(event) => onChoose(event.target.value as UserRole)}
          >
            {userRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button variant="outline" disabled={chosen === current} onClick={onAsk}>
        Change role
      </Button>
    </div>
  );
}
