import { formatDateTime } from '@launchpad/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Loading, QueryError } from '../../../components/ui/query-state.tsx';
import { useDeviceSessionsQuery, useSignOutDeviceMutation } from '../api/device-sessions.ts';
import { authErrorMessage } from '../auth-error-message.ts';

/** The account page's list of signed-in devices, each with its own "Sign out". */
export function DevicesCard() {
  const devices = useDeviceSessionsQuery();
  const signOut = useSignOutDeviceMutation();

  return (
    <Card aria-labelledby="devices-title">
      <CardHeader className="flex flex-col gap-1">
        <CardTitle id="devices-title" className="text-lg">
          Your devices
        </CardTitle>
        <CardDescription>
          Where your account is signed in now. Sign out any device you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 pt-3">
        {devices.isPending ? <Loading label="Loading your devices…" className="py-6" /> : null}
        {devices.isError ? (
          <QueryError what="your devices" message={devices.error.message} onRetry={() => devices.refetch()} />
        ) : null}
        {signOut.isError ? <Alert variant="error">{authErrorMessage(signOut.error)}</Alert> : null}
        {devices.isSuccess ? (
          <ul aria-label="Signed-in devices" className="flex flex-col divide-y divide-slate-100">
            {devices.data.map((device) => (
              <li
                key={device.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                    {device.browser}
                    {device.current ? <Badge tone="success">This device</Badge> : null}
                  </p>
                  <p className="text-xs break-all text-slate-600">
                    {device.address ? `${device.address} · ` : ''}Signed in{' '}
                    {formatDateTime(new Date(device.createdAt))} · Last seen{' '}
                    {formatDateTime(new Date(device.lastSeenAt))}
                  </p>
                </div>
                {device.current ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={signOut.isPending}
                    onClick={() => signOut.mutate(device.id)}
                    aria-label={`Sign out ${device.browser}, signed in ${formatDateTime(new Date(device.createdAt))}`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
