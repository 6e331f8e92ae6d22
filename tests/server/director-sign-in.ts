/** Signs in as the demo tournament director through the real login form over HTTP; returns the Cookie value. */
export async function signInDirector(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'director@example.com',
      password: 'Director#2026',
      returnUrl: '/',
    }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
