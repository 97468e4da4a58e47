import type { AppDeps } from '../../app-deps';

export async function sendWelcomeEmail(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  user: { email: string; firstName: string },
  companyName: string,
): Promise<void> {
  const portal = `${deps.config.publicUrl}/sponsor`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Welcome to the Marketing Portal',
    text: `Hello ${user.firstName},\n\n${companyName} is registered. Open the portal to add brands, invite your team and top up your wallet:\n${portal}\n\nSome features (such as booking packages) open once our staff have approved the company.`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>${escapeHtml(companyName)} is registered. <a href="${portal}">Open the portal</a> to add brands, invite your team and top up your wallet.</p><p>Some features (such as booking packages) open once our staff have approved the company.</p>`,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
