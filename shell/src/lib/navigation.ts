// Lets code outside React (the HTTP error policy) navigate with the router, without a reload.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null) {
  navigator = navigate;
}

export function navigateTo(to: string) {
  if (navigator) navigator(to, { replace: true });
  else window.location.assign(to);
}
