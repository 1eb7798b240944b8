import { Suspense, lazy } from 'react';
import { useToasterRequested } from '../shared/toaster';

const AppToaster = lazy(() => import('./AppToaster').then((mod) => ({ default: mod.AppToaster })));

export function ToasterHost() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
