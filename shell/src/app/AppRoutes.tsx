import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES, type AppRoute, type RemoteModuleId, type RouteGuard } from 'shared-contracts';
import {
  DashboardLanding,
  RequireAuth,
  RequireRole,
} from '../features/auth/components/guards/guards';
import { OtherRoleLanding } from '../features/auth/components/OtherRoleLanding/OtherRoleLanding';
import { ShellLayout } from '../features/layout/components/ShellLayout/ShellLayout';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage/NotFoundPage';
import { RemoteLoading, RemoteRoute } from '../features/remotes/components/RemoteRoute/RemoteRoute';
import { RoutePage } from '../features/seo/components/RoutePage/RoutePage';
import { NavigationBridge } from '../lib/NavigationBridge';
import { ScrollOnNavigate } from '../lib/ScrollOnNavigate';

// The sign-in pages load when opened: in the first chunk they weighed about 2 KB gzip on every
// first visit (docs/decisions/0001-first-visit-weight.md).
const LoginPage = lazy(() =>
  import('../features/auth/components/LoginPage/LoginPage').then((m) => ({
    default: m.LoginPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/components/ForgotPasswordPage/ForgotPasswordPage').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/ResetPasswordPage/ResetPasswordPage').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);

/** The shell's own pages, by their module name in the routes table. */
const SHELL_PAGES: Record<string, ComponentType> = {
  LoginPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  NotFoundPage,
};

function guarded(guard: RouteGuard, page: ReactNode): ReactNode {
  switch (guard) {
    case 'public':
      return page;
    case 'signed-in':
      return <RequireAuth>{page}</RequireAuth>;
    case 'donor':
    case 'super_admin':
      return <RequireRole role={guard}>{page}</RequireRole>;
    case 'dashboard':
      return <DashboardLanding managerDashboard={page} otherRoles={<OtherRoleLanding />} />;
  }
}

function elementOf(row: AppRoute): ReactNode {
  const Page = row.owner === 'shell' ? SHELL_PAGES[row.module] : null;
  const page = Page ? (
    <Suspense fallback={<RemoteLoading />}>
      <Page />
    </Suspense>
  ) : (
    <RemoteRoute module={`${row.owner}/${row.module}` as RemoteModuleId} />
  );
  return <RoutePage meta={row.meta}>{guarded(row.guard, page)}</RoutePage>;
}

/** The route table of spec section 2 (shared-contracts' ROUTES); remote routes load lazily. */
export function AppRoutes() {
  const rows: AppRoute[] = Object.values(ROUTES);
  return (
    <>
      <NavigationBridge />
      <ScrollOnNavigate />
      <Routes>
        {/* An embed framed by another site: the page alone, no header or footer. */}
        {rows
          .filter((row) => row.layout === 'bare')
          .map((row) => (
            <Route key={row.pattern} path={row.pattern} element={elementOf(row)} />
          ))}
        <Route element={<ShellLayout />}>
          {rows
            .filter((row) => row.layout !== 'bare')
            .map((row) => (
              <Route key={row.pattern} path={row.pattern} element={elementOf(row)} />
            ))}
        </Route>
      </Routes>
    </>
  );
}
