-- Hand-written (decision 033): sessions.token now holds the SHA-256 of the cookie's token, in hex,
-- as src/core/auth/hash-session-tokens.ts computes it. Existing rows are converted in place, so
-- everyone signed in stays signed in. Better Auth's raw tokens are 32 letters and digits, never
-- 64 hex characters, so the guard only skips rows that are hashed already.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';
