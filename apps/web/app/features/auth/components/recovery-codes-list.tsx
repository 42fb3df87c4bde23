import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The recovery codes, shown once after two-step sign-in is turned on, to copy or download. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const text = `Launchpad recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'launchpad-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="flex flex-col gap-4">
      <Alert variant="success">
        Two-step sign-in is on. Save these recovery codes somewhere safe: each signs you in once if you lose
        your phone. They are shown only now.
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="sm" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          Download codes
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
      {copied ? (
        <p role="status" className="text-sm text-slate-700">
          {copied === 'copied' ? 'The codes are copied.' : 'Copying failed: select the codes and copy them.'}
        </p>
      ) : null}
    </div>
  );
}
