import type { ApolloServerPlugin } from '@apollo/server';

/**
 * A rate-limited operation is an HTTP 429 on /graphql too (the RateLimit and Retry-After headers
 * are already on the response: src/rest/ratelimit.ts sets them where the credential is resolved).
 * The body stays GraphQL's, with `extensions.code: RATE_LIMITED` from the one error formatter.
 */
export const rateLimitStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (response.body.singleResult.errors?.some((e) => e.extensions?.code === 'RATE_LIMITED')) response.http.status = 429;
      },
    };
  },
};
