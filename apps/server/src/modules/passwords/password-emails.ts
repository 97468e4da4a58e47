import type { AppDeps } from '../../app-deps';

/** Links in e-mails point at the web app's auth pages (spec 1 §2). */
export function resetLink(deps: Pick<AppDeps, 'config'>, userId: number, token: string): string {
  return `${deps.config.publicUrl}/auth/reset-confirm/${userId}/${token}`;
}

export function setupLink(deps: Pick<AppDeps, 'config'>, token: string): string {
  return `${deps.config.publicUrl}/auth/password-setup/${token}`;
}

export async function sendResetEmail(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  user: { id: number; email: string },
  token: string,
): Promise<void> {
  const link = resetLink(deps, user.id, token);
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your Marketing Portal account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Marketing Portal account.</p><p><a href="${link}">Choose a new password</a> (the link works once, for one hour).</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
  });
}

export async function sendSetupEmail(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  user: { email: string },
  token: string,
): Promise<void> {
  const link = setupLink(deps, token);
  await deps.mailer.send({
    to: user.email,
    subject: 'Set up your password',
    text: `Your Marketing Portal account is ready. Choose your password here (the link works once, for seven days):\n${link}`,
    html: `<p>Your Marketing Portal account is ready.</p><p><a href="${link}">Choose your password</a> (the link works once, for seven days).</p>`,
  });
}
