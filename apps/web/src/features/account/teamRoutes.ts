import {
  acceptInvitation,
  inviteMember,
  MAX_DESCRIPTION_LENGTH,
  organisationsOf,
  removeMember,
  MAX_WEBSITE_LENGTH,
  setOrganisationDescription,
  setOrganisationWebsite,
  type MembershipProblem,
  setRequireTwoStep,
} from '@joblane/accounts';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { emptyForm, type FormState } from '../../components/AccountForm.tsx';
import { httpError } from '../../routing/httpError.ts';
import {
  formBody,
  stringEnum,
  text,
  type SchemaRequest,
  type TypeBoxApp,
} from '../../routing/schemas.ts';
import { keptValues, redirect, renderPage } from './forms.ts';
import { employerTeamRoute, joinTeamRoute, loadTeamPage } from './pageRoutes.ts';

const MEMBERSHIP_MESSAGES: Record<MembershipProblem, string> = {
  'not-found': 'We could not find that member.',
  'not-owner': 'Only owners of the organisation can do that.',
  'already-member': 'That person is a member already.',
  'last-owner': 'The organisation needs an owner: make someone else an owner first.',
  'invalid-email': 'Enter an email address like name@example.com.',
  'invitation-invalid': 'This invitation has been used already, or the link is not complete.',
  'invitation-expired': 'This invitation has expired. Ask for a new one.',
  'wrong-account': 'The invitation is for another email address, or for an employer account.',
};

const inviteSchema = { body: formBody({ email: Type.Optional(text(320)) }) };
// Room for line breaks sent as CRLF and for text past the limit, which gets its message.
const descriptionSchema = {
  body: formBody({ description: Type.Optional(text(MAX_DESCRIPTION_LENGTH * 8)) }),
};
// Room past the limit, so a long address gets its message rather than a bare 400.
const websiteSchema = { body: formBody({ website: Type.Optional(text(MAX_WEBSITE_LENGTH * 4)) }) };
const requireTwoStepSchema = { body: formBody({ required: stringEnum(['on', 'off']) }) };
const removeSchema = { body: formBody({ member: text(100) }) };
const joinSchema = { body: formBody({ token: Type.Optional(text(100)) }) };

/** The viewer's organisation (an employer has one), if any. */
async function organisationOf(request: FastifyRequest) {
  const [organisation] = await organisationsOf(request.server.accounts!, request.viewer!.user.id);
  return organisation;
}

/** The team page again, with the invitation's or removal's problem. */
async function teamProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormState,
  status: number,
) {
  const data = { view: 'employer-team', ...(await loadTeamPage(request, form)) } as const;
  return renderPage(request, reply, employerTeamRoute, '/employer/team', data, status);
}

/** `POST /employer/team/invite`: an invitation mailed to a new member. */
async function inviteTeamMember(request: SchemaRequest<typeof inviteSchema>, reply: FastifyReply) {
  const viewer = request.viewer!;
  const { accounts, mail } = request.server;
  const organisation = await organisationOf(request);
  if (organisation === undefined) return reply.callNotFound();
  const result = await inviteMember(
    accounts!,
    viewer.user.id,
    organisation.id,
    request.body.email ?? '',
  );
  if (!result.ok) {
    if (result.problem === 'not-found') return reply.callNotFound();
    const form = {
      values: keptValues(request.body as Record<string, string>, ['email']),
      errors: { email: MEMBERSHIP_MESSAGES[result.problem] },
    };
    return teamProblem(request, reply, form, 422);
  }
  await mail!.send({
    kind: 'organisation-invitation',
    to: result.invitation.email,
    data: {
      inviterName: viewer.user.name,
      organisationName: organisation.name,
      token: result.token,
      validForMinutes: accounts!.lifetimes.invitationMs / 60_000,
    },
  });
  return redirect(reply, '/employer/team', 'invitation-sent');
}

/** `POST /employer/team/description`: the organisation's public description (owners only). */
async function describeOrganisation(
  request: SchemaRequest<typeof descriptionSchema>,
  reply: FastifyReply,
) {
  const organisation = await organisationOf(request);
  if (organisation === undefined) return reply.callNotFound();
  const description = request.body.description ?? '';
  const result = await setOrganisationDescription(
    request.server.accounts!,
    request.viewer!.user.id,
    organisation.id,
    description,
  );
  if (result.ok) return redirect(reply, '/employer/team', 'description-saved');
  if ('problem' in result && result.problem === 'not-found') return reply.callNotFound();
  const form: FormState = {
    values: { description },
    errors:
      'errors' in result ? result.errors : { description: MEMBERSHIP_MESSAGES[result.problem] },
  };
  return renderPage(
    request,
    reply,
    employerTeamRoute,
    '/employer/team',
    { view: 'employer-team', ...(await loadTeamPage(request, emptyForm, form)) },
    'errors' in result ? 422 : 403,
    form,
  );
}

/** `POST /employer/team/two-step`: members must (or need no longer) have a second factor. */
async function requireTwoStep(
  request: SchemaRequest<typeof requireTwoStepSchema>,
  reply: FastifyReply,
) {
  const organisation = await organisationOf(request);
  if (organisation === undefined) return reply.callNotFound();
  const result = await setRequireTwoStep(
    request.server.accounts!,
    request.viewer!.user.id,
    organisation.id,
    request.body.required === 'on',
  );
  if (!result.ok && result.problem === 'not-found') return reply.callNotFound();
  if (!result.ok) throw httpError(403, MEMBERSHIP_MESSAGES[result.problem]);
  return redirect(
    reply,
    '/employer/team',
    request.body.required === 'on' ? 'team-two-step-required' : 'team-two-step-optional',
  );
}

/** `POST /employer/team/website`: the organisation's website (owners only). */
async function setWebsite(request: SchemaRequest<typeof websiteSchema>, reply: FastifyReply) {
  const organisation = await organisationOf(request);
  if (organisation === undefined) return reply.callNotFound();
  const website = request.body.website ?? '';
  const result = await setOrganisationWebsite(
    request.server.accounts!,
    request.viewer!.user.id,
    organisation.id,
    website,
  );
  if (result.ok) return redirect(reply, '/employer/team', 'website-saved');
  if ('problem' in result && result.problem === 'not-found') return reply.callNotFound();
  const form: FormState = {
    values: { website },
    errors: 'errors' in result ? result.errors : { website: MEMBERSHIP_MESSAGES[result.problem] },
  };
  return renderPage(
    request,
    reply,
    employerTeamRoute,
    '/employer/team',
    { view: 'employer-team', ...(await loadTeamPage(request, emptyForm, emptyForm, form)) },
    'errors' in result ? 422 : 403,
    form,
  );
}

/** `POST /employer/team/remove`: a member leaves (or is removed by an owner). */
async function removeTeamMember(request: SchemaRequest<typeof removeSchema>, reply: FastifyReply) {
  const viewer = request.viewer!;
  const organisation = await organisationOf(request);
  if (organisation === undefined) return reply.callNotFound();
  const result = await removeMember(
    request.server.accounts!,
    viewer.user.id,
    organisation.id,
    request.body.member ?? '',
  );
  if (!result.ok) {
    if (result.problem === 'not-found') return reply.callNotFound();
    const form = { values: {}, errors: { member: MEMBERSHIP_MESSAGES[result.problem] } };
    return teamProblem(request, reply, form, 409);
  }
  return redirect(
    reply,
    request.body.member === viewer.user.id ? '/' : '/employer/team',
    'member-removed',
  );
}

/** `POST /employer/team/join`: the invitation's token accepted by the signed-in employer. */
async function joinTeam(request: SchemaRequest<typeof joinSchema>, reply: FastifyReply) {
  const token = request.body.token ?? '';
  const result = await acceptInvitation(request.server.accounts!, request.viewer!.user.id, token);
  if (result.ok) return redirect(reply, '/employer/team', 'joined-organisation');
  const data = {
    token,
    organisation: null,
    email: null,
    problem: result.problem === 'invitation-expired' ? 'invitation-expired' : 'invitation-invalid',
    signedInAs: request.viewer!.user.email,
  } as const;
  return renderPage(
    request,
    reply,
    joinTeamRoute,
    '/employer/team/join',
    { view: 'join-team', ...data },
    400,
  );
}

const employer = { access: 'employer' } as const;
/** Inviting and removing members wants a sign-in or confirmation from the last 10 minutes. */
const fresh = { access: 'employer', fresh: '/employer/team' } as const;

/** `/employer/team`'s forms: invite, describe the organisation, remove, join. */
export function teamRoutes(app: TypeBoxApp) {
  app.post('/employer/team/invite', { config: fresh, schema: inviteSchema }, inviteTeamMember);
  app.post(
    '/employer/team/description',
    { config: employer, schema: descriptionSchema },
    describeOrganisation,
  );
  app.post('/employer/team/website', { config: employer, schema: websiteSchema }, setWebsite);
  app.post('/employer/team/remove', { config: fresh, schema: removeSchema }, removeTeamMember);
  app.post(
    '/employer/team/two-step',
    { config: fresh, schema: requireTwoStepSchema },
    requireTwoStep,
  );
  app.post('/employer/team/join', { config: employer, schema: joinSchema }, joinTeam);
}
