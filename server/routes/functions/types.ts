// The handlers' name for their contract. It lives below the routes (server/function-contract.ts)
// because the engine, the login answer and the calendar requests use it too.
export * from '../../function-contract';
