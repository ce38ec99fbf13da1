import { DEMO_DAYS } from '@shelfsight/contracts';
import { VisitorSignUp } from './VisitorSignUp';

/** /activate-demo-account/ — a demo account with its own trial company, signed in at once (spec 1 §2). */
export function ActivateDemoAccountPage() {
  return (
    <VisitorSignUp
      kind="demo"
      title="Activate your demo account"
      submitLabel="Activate demo"
      intro={`Try Shelfsight for ${DEMO_DAYS} days with your own company account.`}
    />
  );
}

export { ActivateDemoAccountPage as Component };
