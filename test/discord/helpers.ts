import { randomBytes } from 'node:crypto';

/** A bot token of the Developer Portal's form: three dot-separated base64url parts. */
export const fakeBotToken = () => `MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.${randomBytes(4).toString('base64url')}.${randomBytes(27).toString('base64url')}`;
