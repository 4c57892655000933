import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  forgotPasswordResultSchema,
  FORGOT_PASSWORD_SENT,
  loginInputSchema,
  loginResultSchema,
  messageSchema,
  outboxMessageSchema,
  profileSchema,
  profileUpdateSchema,
} from '@steelworks/contract/account';
import { listQuerySchema } from '@steelworks/contract/common/list-query';
import { revokeToken, revokeTokens } from '../../lib/auth';
import { actionPost, actorOf, pagedGet, updateBy, type App } from '../../lib/http';
import { changePassword, forgotPassword, getProfile, listOutbox, login, updateProfile, type ProfileRecords } from './account.service';

const tags = ['account'];

/** `profileRecords`: the supervisor's and dealer's parts of a profile, given by `app.ts` (account.service.ts). */
export async function accountRoutes(app: App, profileRecords: ProfileRecords) {
  actionPost(app, '/account/login', { access: 'public', schema: { tags, security: [], body: loginInputSchema }, response: loginResultSchema }, (request) =>
    login(app.ctx, request.body, request.ip),
  );

  app.post(
    '/account/logout',
    { config: { access: 'signed-in', duringPasswordChange: true }, schema: { tags, response: { 200: messageSchema } } },
    async (request) => {
      await revokeTokens(app.ctx.db, actorOf(request).accountId);
      return { message: 'Logged out successfully' };
    },
  );

  // "Logout On This Device": only the token of this call dies; the account's other devices stay signed in.
  app.post(
    '/account/logout_this_device',
    { config: { access: 'signed-in', duringPasswordChange: true }, schema: { tags, response: { 200: messageSchema } } },
    async (request) => {
      await revokeToken(app.ctx.db, actorOf(request).tokenId);
      return { message: 'Logged out successfully' };
    },
  );

  actionPost(
    app,
    '/account/forgot_password',
    { access: 'public', schema: { tags, security: [], body: forgotPasswordInputSchema }, response: forgotPasswordResultSchema },
    async (request) => {
      await forgotPassword(app.ctx, request.body.email, request.ip);
      return { message: FORGOT_PASSWORD_SENT, response: FORGOT_PASSWORD_SENT };
    },
  );

  app.get(
    '/account/profile',
    { config: { access: 'profile', duringPasswordChange: true }, schema: { tags, response: { 200: profileSchema } } },
    async (request) => getProfile(app.ctx.db, actorOf(request), profileRecords),
  );

  updateBy(app, 'PATCH', '/account/profile', { access: 'profile', schema: { tags, body: profileUpdateSchema }, response: profileSchema }, (request) =>
    updateProfile(app.ctx.db, actorOf(request), request.body, profileRecords),
  );

  app.put(
    '/account/change_password',
    {
      config: { access: 'profile', duringPasswordChange: true },
      schema: { tags, body: changePasswordInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await changePassword(app.ctx.db, actorOf(request), request.body);
      return { message: 'Password changed successfully' };
    },
  );

  pagedGet(app, '/account/outbox', { access: 'outbox', schema: { tags, querystring: listQuerySchema }, item: outboxMessageSchema }, (request) =>
    listOutbox(app.ctx.db, request.query.search),
  );
}
