import type { AppContext } from '../app-context.ts';
import type { MailMessage } from './create-mailer.ts';

const pending = new Set<Promise<void>>();

/**
 * What may be logged about a failed delivery. SMTP errors quote the server's reply, which names
 * the recipient ("550 Mailbox <name@example.com> unavailable"), in their message, stack and
 * `rejected` fields, so only the fields that identify the kind of failure are kept.
 */
function describeDeliveryError(error: unknown) {
  const { name, code, command, responseCode } = (error ?? {}) as Record<string, unknown>;
  return { type: name, code, command, responseCode };
}

/**
 * Sends without making the request wait, so answering "we sent you a link" takes the same time
 * whether or not the account exists. A message whose making writes to the database (a reset
 * token) is given as a function, so that write is not waited for either: an address with an
 * account must not answer slower than one without. Messages carry live tokens, so they are not
 * put in the job table; a lost message is re-requested by the user. `flushPendingMail` lets
 * shutdown and tests wait.
 */
export function deliverInBackground(
  ctx: Pick<AppContext, 'mailer' | 'log'>,
  message: MailMessage | (() => Promise<MailMessage>),
): void {
  let subject: string | undefined;
  const made = typeof message === 'function' ? message() : Promise.resolve(message);
  const delivery = made
    .then((ready) => {
      subject = ready.subject;
      return ctx.mailer.send(ready);
    })
    .catch((error: unknown) => {
      ctx.log.error({ mailError: describeDeliveryError(error), subject }, 'mail delivery failed');
    })
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
}

export async function flushPendingMail(): Promise<void> {
  await Promise.all([...pending]);
}
