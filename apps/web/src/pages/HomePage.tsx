import { DashboardsHome } from '@shelfsight/dashboards';

/** / — the home screen after sign-in: the chosen home tab of the dashboards feature. */
export function HomePage() {
  return <DashboardsHome />;
}

export { HomePage as Component };
