// The server side of Cognito's SRP-6a (USER_SRP_AUTH → PASSWORD_VERIFIER), byte-compatible with
// aws-amplify v6 and amazon-cognito-identity-js (research/amplify-client.md §1d).
// Modular exponentiations go through OpenSSL (Diffie-Hellman keys and contexts), about 6× faster than BigInt.
import {
  createDiffieHellman,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  type DiffieHellman,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** RFC 5054 / RFC 3526 3072-bit MODP group prime; g = 2. */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A4' +
  '31B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B' +
  '1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED5290770' +
  '96966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF69' +
  '55817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA715' +
  '75D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F' +
  '2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;
const N_BYTES = Buffer.from(N_HEX, 'hex');

/** Seed §9: SRP secrets are 128 random bytes, the same size as the client's `a`. */
export const SRP_SECRET_BYTES = 128;
const SALT_BYTES = 16;

export function toHex(n: bigint): string {
  const hex = n.toString(16);
  return hex.length % 2 ? `0${hex}` : hex;
}

/** amazon-cognito-identity-js padHex: even length, `00` prepended when the top bit is set (signed magnitude). */
export function padHex(n: bigint): string {
  const hex = toHex(n);
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

export function fromHex(hex: string): bigint {
  return BigInt(`0x${hex || '0'}`);
}

/** H over the bytes of a hex string, as a hex string. */
function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

function hashUtf8(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

export const k = fromHex(hashHex(padHex(N) + padHex(g)));

/** Square-and-multiply fallback for the rare bases OpenSSL refuses as DH public values (0, 1, N−1). */
function bigintModPow(base: bigint, exp: bigint, m: bigint): bigint {
  let result = 1n;
  let b = mod(base, m);
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % m;
    e >>= 1n;
    b = (b * b) % m;
  }
  return result;
}

// Node 26's DiffieHellman constructor checks that N is prime: about 2 s of CPU, once per process. Key objects
// built from the same parameters are not checked, so g^x goes through one (importing a DH private key derives its
// public value g^x mod N) and the DiffieHellman context, needed only to verify a password claim, is made on first use
// (tests) or at `npm start` (prepareSrp).
let dhContext: DiffieHellman | undefined;
const dh = () => {
  dhContext ??= createDiffieHellman(N_BYTES, Buffer.from([2]));
  return dhContext;
};

/** Makes the context now, so that a long-running server's first password claim does not wait for the check. */
export function prepareSrp(): void {
  dh();
}

function exponentBytes(exp: bigint): Buffer {
  return Buffer.from(toHex(exp), 'hex');
}

/** A DER element: tag, length, contents. */
function der(tag: number, contents: Buffer): Buffer {
  const n = contents.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), contents]);
}

/** A DER INTEGER of a non-negative number. */
function derInteger(n: bigint): Buffer {
  const bytes = exponentBytes(n);
  return der(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

/** Where the DER element at `at` keeps its contents. */
function derContents(buf: Buffer, at: number): { start: number; end: number } {
  const first = buf[at + 1] ?? 0;
  const lengthBytes = first & 0x80 ? first & 0x7f : 0;
  let length = lengthBytes ? 0 : first;
  for (let i = 0; i < lengthBytes; i++) length = length * 256 + (buf[at + 2 + i] ?? 0);
  const start = at + 2 + lengthBytes;
  return { start, end: start + length };
}

/** PKCS #3 dhKeyAgreement with p = N, g = 2. */
const DH_ALGORITHM = der(
  0x30,
  Buffer.concat([
    der(0x06, Buffer.from('2a864886f70d010301', 'hex')),
    der(0x30, Buffer.concat([derInteger(N), derInteger(g)])),
  ]),
);

/** g^exp mod N through OpenSSL. */
export function powG(exp: bigint): bigint {
  if (exp === 0n) return 1n;
  const pkcs8 = der(0x30, Buffer.concat([derInteger(0n), DH_ALGORITHM, der(0x04, derInteger(exp))]));
  const spki = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({
    format: 'der',
    type: 'spki',
  });
  // SubjectPublicKeyInfo { algorithm, BIT STRING { unused-bits byte, INTEGER y } }
  const algorithm = derContents(spki, derContents(spki, 0).start);
  const bits = derContents(spki, algorithm.end);
  const y = derContents(spki, bits.start + 1);
  return fromHex(spki.subarray(y.start, y.end).toString('hex'));
}

/** base^exp mod N through OpenSSL (a DH shared-secret computation is exactly that). */
export function modPowN(base: bigint, exp: bigint): bigint {
  const b = mod(base, N);
  if (exp === 0n) return 1n;
  if (b < 2n || b > N - 2n) return bigintModPow(b, exp, N);
  const context = dh();
  context.setPrivateKey(exponentBytes(exp));
  return fromHex(context.computeSecret(Buffer.from(toHex(b), 'hex')).toString('hex'));
}

/** x = H(padHex(salt) ‖ H(poolName ‖ userIdForSrp ‖ ":" ‖ password)). */
function computeX(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const inner = hashUtf8(`${poolName}${userIdForSrp}:${password}`);
  return fromHex(hashHex(padHex(fromHex(saltHex)) + inner));
}

export interface SrpVerifier {
  /** Hex, as sent in ChallengeParameters.SALT. */
  salt: string;
  /** Hex of v = g^x mod N. */
  verifier: string;
}

/** Derived at sign-up and at every password change; the password itself is never kept. */
export function createVerifier(poolName: string, userIdForSrp: string, password: string): SrpVerifier {
  let saltBytes = randomBytes(SALT_BYTES);
  // Keep the salt's hex round-trip stable (the client re-pads BigInteger(SALT)); avoid a leading zero byte.
  while (saltBytes[0] === 0) saltBytes = randomBytes(SALT_BYTES);
  const salt = saltBytes.toString('hex');
  const x = computeX(poolName, userIdForSrp, password, salt);
  return { salt, verifier: toHex(powG(x)) };
}

export interface ServerEphemeral {
  /** Private: goes only into the sealed SECRET_BLOCK. */
  b: string;
  /** Public, as ChallengeParameters.SRP_B. */
  B: string;
}

/** B = (k·v + g^b) mod N, retried in the negligible case B ≡ 0. */
export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = fromHex(verifierHex);
  for (;;) {
    const b = fromHex(randomBytes(SRP_SECRET_BYTES).toString('hex'));
    const B = mod(k * v + powG(b), N);
    if (B !== 0n) return { b: toHex(b), B: toHex(B) };
  }
}

/** Cognito's TIMESTAMP: `ddd MMM D HH:mm:ss UTC YYYY` in UTC. */
export function formatTimestamp(date: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (n: number) => String(n).padStart(2, '0');
  // Cognito: the day of the month is not zero-padded.
  return `${days[date.getUTCDay()]} ${months[date.getUTCMonth()]} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(
    date.getUTCMinutes(),
  )}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}

const TIMESTAMP = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) [A-Z][a-z]{2} \d{1,2} \d{2}:\d{2}:\d{2} UTC \d{4}$/;

export function isValidTimestamp(text: string): boolean {
  return TIMESTAMP.test(text);
}

/** HKDF as Cognito does it: PRK = HMAC(padHex(u), padHex(S)); key = HMAC(PRK, "Caldera Derived Key" ‖ 0x01)[0..16]. */
function hkdf(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

export function isValidA(aHex: string): boolean {
  if (!/^[0-9a-fA-F]{1,1024}$/.test(aHex)) return false;
  return fromHex(aHex) % N !== 0n;
}

export interface PasswordClaim {
  poolName: string;
  userIdForSrp: string;
  A: string;
  B: string;
  b: string;
  verifier: string;
  /** The raw bytes of the SECRET_BLOCK the client echoes (base64-decoded). */
  secretBlock: Buffer;
  timestamp: string;
  /** Base64 PASSWORD_CLAIM_SIGNATURE. */
  signature: string;
}

/** Checks PASSWORD_CLAIM_SIGNATURE: S = (A·v^u)^b mod N, key = HKDF(S, u), HMAC over the claim, constant-time. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const A = fromHex(claim.A);
  if (A % N === 0n) return false;
  const B = fromHex(claim.B);
  const u = fromHex(hashHex(padHex(A) + padHex(B)));
  if (u === 0n) return false;
  const v = fromHex(claim.verifier);
  const S = modPowN(mod(A * modPowN(v, u), N), fromHex(claim.b));
  const key = hkdf(S, u);
  const expected = createHmac('sha256', key)
    .update(Buffer.from(claim.poolName, 'utf8'))
    .update(Buffer.from(claim.userIdForSrp, 'utf8'))
    .update(claim.secretBlock)
    .update(Buffer.from(claim.timestamp, 'utf8'))
    .digest();
  let given: Buffer;
  try {
    given = Buffer.from(claim.signature, 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The pool name the client hashes: the part of the pool id after `_`. */
export function poolShortName(poolId: string): string {
  return poolId.split('_')[1] ?? '';
}

// ---- Client side, for tests and benchmarks (mirrors the aws-amplify helper) ----

export interface ClientProof {
  A: string;
  signature: string;
  timestamp: string;
}

export function clientStart(): { a: bigint; A: string } {
  const a = fromHex(randomBytes(SRP_SECRET_BYTES).toString('hex'));
  return { a, A: toHex(powG(a)) };
}

export function clientProof(opts: {
  a: bigint;
  A: string;
  poolName: string;
  userIdForSrp: string;
  password: string;
  salt: string;
  B: string;
  secretBlock: string;
  now?: Date;
}): ClientProof {
  const A = fromHex(opts.A);
  const B = fromHex(opts.B);
  const u = fromHex(hashHex(padHex(A) + padHex(B)));
  const x = computeX(opts.poolName, opts.userIdForSrp, opts.password, opts.salt);
  const base = mod(B - k * powG(x), N);
  const S = modPowN(base, opts.a + u * x);
  const key = hkdf(S, u);
  const timestamp = formatTimestamp(opts.now ?? new Date());
  const signature = createHmac('sha256', key)
    .update(Buffer.from(opts.poolName, 'utf8'))
    .update(Buffer.from(opts.userIdForSrp, 'utf8'))
    .update(Buffer.from(opts.secretBlock, 'base64'))
    .update(Buffer.from(timestamp, 'utf8'))
    .digest('base64');
  return { A: opts.A, signature, timestamp };
}
