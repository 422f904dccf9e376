import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

import { isoCBOR } from '@simplewebauthn/server/helpers';

import type { RelyingParty } from './passkeys.ts';

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A passkey authenticator in software for tests of the server side: an ES256 key pair, a
 * discoverable credential, a signature counter, and the registration and assertion responses a
 * browser would send (attestation `none`), with knobs to make them wrong.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  userHandle = '';

  constructor(private readonly rp: RelyingParty) {}

  get id(): string {
    return b64u(this.credentialId);
  }

  private authData(flags: number, counter: number, attested?: Uint8Array) {
    return Buffer.concat([
      sha256(this.rp.id),
      Buffer.from([flags]),
      u32(counter),
      ...(attested === undefined ? [] : [attested]),
    ]);
  }

  private clientData(type: string, challenge: string, origin = this.rp.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's answer to registration options (`navigator.credentials.create`). */
  register(
    options: { challenge: string; user: { id: string } },
    { userVerified = true, origin }: { userVerified?: boolean; origin?: string } = {},
  ) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, coseKey]);
    const authData = this.authData(UP | (userVerified ? UV : 0) | AT, this.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    this.userHandle = options.user.id;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to sign-in options (`navigator.credentials.get`); the counter moves. */
  assert(
    options: { challenge: string },
    {
      userVerified = true,
      counter = this.counter + 1,
      origin,
    }: { userVerified?: boolean; counter?: number; origin?: string } = {},
  ) {
    this.counter = Math.max(this.counter, counter);
    const authData = this.authData(UP | (userVerified ? UV : 0), counter);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientData),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
