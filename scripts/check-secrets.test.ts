import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { findSecrets, localDemoSecrets } from './check-secrets'

// The fixtures are assembled at run time, so this file holds no secret for the repository scan to find.
const base64url = (value: string) => Buffer.from(value).toString('base64url')
const jwt = (claims: string) =>
  [base64url('{"alg":"HS256","typ":"JWT"}'), base64url(claims), 'c2lnbmF0dXJl'].join('.')
const dashes = '-'.repeat(5)
const JWT = 'JWT'
const jwt_ = 'jwt'

const inRepository = { allowLocalDemo: true }
const inSite = { allowLocalDemo: false }
const kinds = (text: string, options = inRepository) =>
  findSecrets(text, options).map(({ kind }) => kind)

describe('findSecrets', () => {
  it('catches a JWT whose payload has role service_role, wherever it sits', () => {
    const serviceKey = jwt('{"iss":"supabase","ref":"abc","role":"service_role"}')
    expect(kinds(`SUPABASE_SERVICE_ROLE_KEY=${serviceKey}`)).toEqual(['service-role key'])
    expect(kinds(`const key="${serviceKey}";`)).toEqual(['service-role key'])
    expect(kinds(jwt('{\n  "role": "service_role"\n}'))).toEqual(['service-role key'])
    expect(kinds(`sb_secret_${'x'.repeat(30)}`)).toEqual(['service-role key'])
  })

  it('lets an anon key through', () => {
    expect(kinds(jwt('{"iss":"supabase","role":"anon"}'), inSite)).toEqual([])
    const example = readFileSync(resolve(import.meta.dirname, '../.env.example'), 'utf8')
    expect(kinds(example, inSite)).toEqual([])
  })

  it('catches a JWT secret assigned a value', () => {
    expect(kinds(`${JWT}_SECRET=k9v2QxW7pLmZ`)).toEqual(['JWT secret'])
    expect(kinds(`export SUPABASE_AUTH_${JWT}_SECRET='k9v2QxW7pLmZ'`)).toEqual(['JWT secret'])
    expect(kinds(`[auth]\n${jwt_}_secret = "k9v2QxW7pLmZ"`)).toEqual(['JWT secret'])
    expect(kinds(`{ "${jwt_}_secret": "k9v2QxW7pLmZ" }`)).toEqual(['JWT secret'])
    expect(kinds(`const ${jwt_}Secret = 'k9v2QxW7pLmZ'`)).toEqual(['JWT secret'])
  })

  it('ignores a JWT secret that is only named or read from elsewhere', () => {
    const references = [
      `${JWT}_SECRET=`,
      `${JWT}_SECRET=$${JWT}_SECRET`,
      `  ${JWT}_SECRET: \${{ secrets.${JWT}_SECRET }}`,
      `${jwt_}_secret = "env(SUPABASE_AUTH_${JWT}_SECRET)"`,
      `const ${jwt_}Secret = process.env.${JWT}_SECRET`,
      `    ${jwt_}Secret: DEFAULT_${JWT}_SECRET,`,
      `${JWT}_SECRET=process.env.${JWT}_SECRET`,
      'Every JWT secret stays in the hosted project.',
    ]
    for (const text of references) expect(kinds(text), text).toEqual([])
  })

  it('catches a private key and says on which line', () => {
    const pem = ['# deploy key', '', `${dashes}BEGIN RSA PRIVATE KEY${dashes}`, 'MIIE…'].join('\n')
    expect(findSecrets(pem, inRepository)).toEqual([
      { kind: 'private key', line: 3, column: 1, excerpt: `${dashes}BEGIN R…` },
    ])
    expect(kinds(`${dashes}BEGIN PRIVATE KEY${dashes}`)).toEqual(['private key'])
    expect(kinds(`${dashes}BEGIN OPENSSH PRIVATE KEY${dashes}`)).toEqual(['private key'])
    expect(kinds(`${dashes}BEGIN PUBLIC KEY${dashes}`)).toEqual([])
  })

  it("allows the Supabase CLI's local demo values in the repository, never in the site", () => {
    const [serviceKey, jwtSecret, secretApiKey] = localDemoSecrets
    const backendSource = [
      `const serviceRoleKey = '${serviceKey}'`,
      `export const DEFAULT_${JWT}_SECRET = '${jwtSecret}'`,
      `${JWT}_SECRET=${jwtSecret}`,
      `const secretKey = '${secretApiKey}'`,
    ].join('\n')
    expect(kinds(backendSource, inRepository)).toEqual([])
    expect(findSecrets(backendSource, inSite).map(({ kind, line }) => `${line} ${kind}`)).toEqual([
      '1 service-role key',
      '2 JWT secret',
      '3 JWT secret',
      '4 service-role key',
    ])
    // Unassigned, as a bundler may leave it, the demo secret still counts in the site.
    expect(kinds(`var a="${jwtSecret}";`, inSite)).toEqual(['JWT secret'])
  })
})
