/** IdZumMasterLogin(benutzerkennung): the address id behind a login, or a stable pseudo id. */
import { credentialByLogin, pseudoAddressId } from '../../auth/passwords';
import { reqStr } from './params';
import { valueResult, type FunctionHandler } from './types';

export const IdZumMasterLogin: FunctionHandler = {
  auth: 'public',
  ignoresToken: true,
  run(ctx) {
    const login = reqStr(ctx.params, 'benutzerkennung');
    const credential = credentialByLogin(ctx.db, login);
    return valueResult(ctx, credential ? credential.addressId : pseudoAddressId(ctx.secret, login));
  },
};
