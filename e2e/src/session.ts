import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  role: 'super_admin' | 'association_manager' | 'donor';
}

interface LoginAnswer {
  data: { token: string; user: { full_name?: string; email: string; role: string } };
}

/** Signs in through the API (POST /api/auth/login), as the login form does. */
export async function apiLogin(
  account: DemoAccount,
  url: string = baseUrl(),
): Promise<LoginAnswer['data']> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok)
    throw new Error(
      `login of ${account.email} answered ${response.status}: ${await response.text()}`,
    );
  return ((await response.json()) as LoginAnswer).data;
}

/** Starts a context signed in: the `token` cookie the shell reads on load. */
export async function signInContext(
  context: BrowserContext,
  account: DemoAccount,
  url: string = baseUrl(),
) {
  const { token, user } = await apiLogin(account, url);
  await context.addCookies([{ name: 'token', value: token, url, sameSite: 'Strict' }]);
  return user;
}

/** Fills and sends the login form of /login. */
export async function submitLoginForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.locator('form').filter({ has: page.getByLabel(/^Mot de passe/) });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Records every path the page goes through, client-side redirects included (pushState and
 * replaceState), so a test can see `/admin -> /dashboard -> /donor-dashboard` and not only
 * where it ended.
 */
export async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const visited: string[] = [window.location.pathname];
    (window as unknown as { __visitedPaths: string[] }).__visitedPaths = visited;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        if (visited[visited.length - 1] !== window.location.pathname)
          visited.push(window.location.pathname);
      };
    }
  });
  return () =>
    page.evaluate(() => (window as unknown as { __visitedPaths: string[] }).__visitedPaths);
}

/** Client-side navigation, as a link click does (no page load): React Router follows popstate. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}
