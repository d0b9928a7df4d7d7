/** Who is asking, said plainly: no browser disguise on API calls (decision 057). */
export const APPLYING_USER_AGENT = 'Hireloop/1.0 (applies on behalf of a signed-in job seeker)';
