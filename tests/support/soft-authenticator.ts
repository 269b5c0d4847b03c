/**
 * A passkey authenticator in software, for tests that cannot use a browser's virtual one: it makes
 * ES256 passkeys (attestation `none`) for a registration's options and answers an authentication's
 * options with one of them, as a platform authenticator with a PIN would. Flags say whether the
 * person was verified (`userVerified: false` is an authenticator that only saw a touch).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'

type Passkey = { id: Buffer; privateKey: KeyObject; userHandle: string; counter: number }

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest()

/** Flags of authenticator data: the person was present (UP), verified (UV), a credential follows (AT). */
const UP = 0x01
const UV = 0x04
const AT = 0x40

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

export function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname
  const passkeys: Passkey[] = []
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    passkeys,
    /** A new passkey for the options' person, and the browser's answer that carries it. */
    register(options: PublicKeyCredentialCreationOptionsJSON, { userVerified = true }: { userVerified?: boolean } = {}): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ])
      const id = randomBytes(32)
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(id.length)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | (userVerified ? UV : 0) | AT]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        id,
        Buffer.from(isoCBOR.encode(cose)),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      )
      passkeys.push({ id, privateKey, userHandle: options.user.id, counter: 0 })
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    /** The answer to an authentication's options with passkey `index` (the first one unless told). */
    authenticate(
      options: PublicKeyCredentialRequestOptionsJSON,
      { index = 0, userVerified = true }: { index?: number; userVerified?: boolean } = {},
    ): AuthenticationResponseJSON {
      const passkey = passkeys[index]
      if (!passkey) throw new Error(`no passkey ${String(index)} on this authenticator`)
      passkey.counter += 1
      const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | (userVerified ? UV : 0)]), counterBytes(passkey.counter)])
      const data = clientData('webauthn.get', options.challenge)
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey)
      return {
        id: b64url(passkey.id),
        rawId: b64url(passkey.id),
        type: 'public-key',
        response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: passkey.userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
