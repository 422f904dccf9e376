import { ContentBlock } from '@joblane/ui/ContentBlock';

import type { PageProps } from '../../app/context.ts';
import { AccountSettingsView, type AccountSettingsData } from './AccountSettings.tsx';
import { ConfirmView, type ConfirmData } from './Confirm.tsx';
import { NotMeView, type NotMeData } from './NotMe.tsx';
import { EmployerTeamView, type EmployerTeamData } from './EmployerTeam.tsx';
import { ForgotPasswordView, type ForgotPasswordData } from './ForgotPassword.tsx';
import { JoinTeamView, type JoinTeamData } from './JoinTeam.tsx';
import { ResetPasswordView, type TokenFormData } from './ResetPassword.tsx';
import { SignInView, type SignInData } from './SignIn.tsx';
import { SignUpView, type SignUpData } from './SignUp.tsx';
import {
  TwoStepSignInView,
  TwoStepView,
  type TwoStepData,
  type TwoStepSignInData,
} from './TwoStep.tsx';
import { VerifyEmailView } from './VerifyEmail.tsx';

/**
 * Every account page's data, by view. The account pages are one page module (one chunk of the
 * client build), so they do not cut the search pages' shared chunks into more files.
 */
export type AccountViewData =
  | ({ view: 'signup' } & SignUpData)
  | ({ view: 'signin' } & SignInData)
  | ({ view: 'verify-email' } & TokenFormData)
  | ({ view: 'forgot-password' } & ForgotPasswordData)
  | ({ view: 'reset-password' } & TokenFormData)
  | ({ view: 'settings' } & AccountSettingsData)
  | ({ view: 'employer-team' } & EmployerTeamData)
  | ({ view: 'join-team' } & JoinTeamData)
  | ({ view: 'two-step' } & TwoStepData)
  | ({ view: 'two-step-signin' } & TwoStepSignInData)
  | ({ view: 'confirm' } & ConfirmData)
  | ({ view: 'not-me' } & NotMeData);

export type AccountView = AccountViewData['view'];

export default function AccountPage({ data }: PageProps<AccountViewData>) {
  switch (data.view) {
    case 'settings':
      return <AccountSettingsView data={data} />;
    case 'employer-team':
      return <EmployerTeamView data={data} />;
    case 'two-step':
      // Setting two-step up shows a QR code and the key beside it: a little wider.
      return (
        <ContentBlock width="small">
          <TwoStepView data={data} />
        </ContentBlock>
      );
    default:
      // A form of a few fields reads best in a narrow column (Braid's contentWidth xsmall).
      return (
        <ContentBlock width="xsmall">
          <AuthView data={data} />
        </ContentBlock>
      );
  }
}

function AuthView({
  data,
}: PageProps<Exclude<AccountViewData, { view: 'settings' | 'employer-team' | 'two-step' }>>) {
  switch (data.view) {
    case 'signup':
      return <SignUpView data={data} />;
    case 'signin':
      return <SignInView data={data} />;
    case 'verify-email':
      return <VerifyEmailView data={data} />;
    case 'forgot-password':
      return <ForgotPasswordView data={data} />;
    case 'reset-password':
      return <ResetPasswordView data={data} />;
    case 'join-team':
      return <JoinTeamView data={data} />;
    case 'two-step-signin':
      return <TwoStepSignInView data={data} />;
    case 'confirm':
      return <ConfirmView data={data} />;
    case 'not-me':
      return <NotMeView data={data} />;
  }
}
