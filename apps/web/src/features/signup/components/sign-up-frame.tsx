import type { ReactNode } from 'react';
import { AuthCard } from '../../../components/auth-card';

export type SignUpFrameProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

/** The sign-up page's frame: the auth area's look, wide enough for the company form. */
export function SignUpFrame(props: SignUpFrameProps) {
  return <AuthCard {...props} width={640} />;
}
