import { toBrowserSetCookies } from './cookies.ts';

/** What our routes need from a Better Auth response: its status, its JSON and its cookies (under the names browsers hold). */
export interface AuthOutcome {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

export async function readAuthResponse(response: Response): Promise<AuthOutcome> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  if (text) {
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  return {
    status: response.status,
    body,
    setCookies: toBrowserSetCookies(response.headers.getSetCookie()),
  };
}
