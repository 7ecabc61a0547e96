import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionUser } from 'shared-ui';
import { ROUTES } from 'shared-contracts';

/** Any signed-in user; a visitor goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!user) return <Navigate to={ROUTES.login.href()} replace />;
  return <>{children}</>;
}

/**
 * One role only. A visitor goes to /login, a signed-in user with another role to /dashboard
 * (the first reading of the spec), which then sends them to their own area.
 */
export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const user = useSessionUser();
  if (!user) return <Navigate to={ROUTES.login.href()} replace />;
  if (user.role !== role) return <Navigate to={ROUTES.dashboard.href()} replace />;
  return <>{children}</>;
}

export interface DashboardLandingProps {
  /** What /dashboard shows an association manager. */
  managerDashboard: ReactNode;
  /** What /dashboard shows any other role (the spec: other roles land on /dashboard). */
  otherRoles: ReactNode;
}

/** /dashboard: a super admin goes to /admin, a donor to /donor-dashboard, a manager stays. */
export function DashboardLanding({ managerDashboard, otherRoles }: DashboardLandingProps) {
  const user = useSessionUser();
  if (!user) return <Navigate to={ROUTES.login.href()} replace />;
  if (user.role === 'super_admin') return <Navigate to={ROUTES.admin.href()} replace />;
  if (user.role === 'donor') return <Navigate to={ROUTES.donorDashboard.href()} replace />;
  if (user.role === 'association_manager') return <>{managerDashboard}</>;
  return <>{otherRoles}</>;
}
