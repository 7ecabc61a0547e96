/** Query parameters whose value is a secret or a handle to someone's data. */
const SECRET_PARAMETER = /token|session|secret|password|passwd|key|code|signature|email/i;

/**
 * A request URL as the log may keep it: the path and parameter names, with
 * the value of any parameter that may carry a secret or contact data (`token`, `session_id`,
 * `email`...) replaced by `[redacted]`: a reset link opened slowly or a refused call with a
 * token in its query leaves no usable token in the log.
 */
export function urlForLog(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A name that does not decode: judged as it is.
      }
      return value.length > 0 && SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}
