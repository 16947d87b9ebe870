// The handlers' name for the parameter parsing. It lives below the routes (server/function-params.ts)
// because the calendar requests use it too.
export * from '../../function-params';
