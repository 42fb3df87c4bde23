import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthPanel } from '../features/auth/components/auth-panel.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Sign in or create an account on the static login page, with a query cache of its own. */
export default function AuthPanelIsland() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthPanel />
    </QueryClientProvider>
  );
}
