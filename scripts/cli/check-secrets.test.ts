import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { findSecrets, localDemoSecrets, scanRepository } from './check-secrets'
import { scanHistory } from './secrets-history'
import { scanText } from './secrets-scan'

// The fixtures are assembled at run time, so this file holds no secret for the repository scan to find.
const base64url = (value: string) => Buffer.from(value).toString('base64url')
const jwt = (claims: string) =>
  [base64url('{"alg":"HS256","typ":"JWT"}'), base64url(claims), 'c2lnbmF0dXJl'].join('.')
const dashes = '-'.repeat(5)
const JWT = 'JWT'
const jwt_ = 'jwt'
const resendKey = ['re', 'Ab12Cd34', 'Ef56Gh78Ij90Kl12Mn34Op56'].join('_')
const accessToken = ['sbp', 'a1b2c3d4e5'.repeat(4)].join('_')
const databaseUrl = ['postgres://user', 'pass@host/db'].join(':')
const awsSecretKey = 'k9v2QxW7pLmZ'.repeat(4).slice(0, 40)

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
    const example = readFileSync(resolve(import.meta.dirname, '../../.env.example'), 'utf8')
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

  it('catches e-mail API keys and Supabase access tokens, not look-alikes', () => {
    expect(kinds(`ALERT_EMAIL_API_KEY=${resendKey}`)).toEqual(['e-mail API key'])
    expect(kinds(`const key = "${resendKey}"`, inSite)).toEqual(['e-mail API key'])
    expect(kinds(`SUPABASE_ACCESS_TOKEN=${accessToken}`)).toEqual(['Supabase access token'])
    const lookAlikes = [
      ['re', 'test', 'key'].join('_'), // the alert tests' stand-in key
      ['re', 'render', 'every', 'island', 'again'].join('_'), // snake_case, not random
      ['sbp', 'x'.repeat(40)].join('_'), // a placeholder
    ]
    for (const text of lookAlikes) expect(kinds(text), text).toEqual([])
  })

  it('catches a database URL with a password, whatever the password', () => {
    expect(kinds(databaseUrl)).toEqual(['database URL with password'])
    expect(kinds(`DATABASE_URL='${databaseUrl.replace('postgres', 'postgresql')}'`)).toEqual([
      'database URL with password',
    ])
    const others = ['mysql', 'mongodb+srv', 'redis'].map((scheme) =>
      databaseUrl.replace('postgres', scheme),
    )
    for (const url of others) expect(kinds(url), url).toEqual(['database URL with password'])
  })

  it('passes database URLs without a password, with a placeholder, or the local demo one', () => {
    const urls = [
      'postgres://postgres@127.0.0.1:54322/postgres',
      ['postgresql://postgres.<project-ref>', '<password>@<host>:5432/postgres'].join(':'),
      ['postgresql://postgres', '[YOUR-PASSWORD]@db.abc.supabase.co:5432/postgres'].join(':'),
      ['postgres://app', '${DB_PASSWORD}@db:5432/app'].join(':'),
      'postgres://db.example.com:5432/app',
    ]
    for (const url of urls) expect(kinds(url), url).toEqual([])
    const localDemo = ['postgresql://postgres', 'postgres@127.0.0.1:54322/postgres'].join(':')
    expect(kinds(localDemo, inRepository)).toEqual([])
    expect(kinds(localDemo, inSite)).toEqual(['database URL with password'])
  })

  it('catches a JWT secret under other names and forms', () => {
    const assignments = [
      `SUPABASE_AUTH_${JWT}_SECRET=k9v2QxW7pLmZ`,
      `${JWT}_SECRET_KEY=k9v2QxW7pLmZ`,
      `${JWT}_SIGNING_KEY: "k9v2QxW7pLmZ"`,
      `const ${jwt_}SigningSecret = 'k9v2QxW7pLmZ'`,
      `${jwt_}.secret=k9v2QxW7pLmZ`,
      `alter database postgres set "app.settings.${jwt_}_secret" to 'k9v2QxW7pLmZ';`,
      `const secret = Deno.env.get('${JWT}_SECRET') ?? 'k9v2QxW7pLmZ'`,
      `const secret = process.env.SUPABASE_${JWT}_SECRET || "k9v2QxW7pLmZ"`,
    ]
    for (const text of assignments) expect(kinds(text), text).toEqual(['JWT secret'])
    const notSecrets = [
      `${JWT}_PUBLIC_KEY=k9v2QxW7pLmZ`,
      `${JWT}_KEY_ID=k9v2QxW7pLmZ`,
      `const secret = Deno.env.get('${JWT}_SECRET') ?? ''`,
      `// read it with env.get('${JWT}_SECRET') ?? '…'`,
      `if (${jwt_}Secret === 'k9v2QxW7pLmZ') return`,
    ]
    for (const text of notSecrets) expect(kinds(text), text).toEqual([])
  })
})

describe('scanText', () => {
  it("adds secretlint's preset to the project's rules, one finding per place", async () => {
    const text = [
      `AWS_SECRET_ACCESS_KEY=${awsSecretKey}`,
      databaseUrl,
      `${dashes}BEGIN RSA PRIVATE KEY${dashes}`,
    ]
    const found = await scanText(text.join('\n'), 'x.env', inRepository)
    expect(found.map(({ line, kind }) => `${line} ${kind}`)).toEqual([
      '1 secretlint aws',
      '2 database URL with password',
      '3 private key',
    ])
  })

  it("lets the CLI's demo values through in the repository", async () => {
    const demo = localDemoSecrets.map((secret, index) => `const demo${index} = '${secret}'`)
    expect(await scanText(demo.join('\n'), 'demo.ts', inRepository)).toEqual([])
  })
})

describe('the repository and its history', () => {
  // Its own identity: a CI machine may have no git user configured.
  const identity = ['user.name=Test', 'user.email=test@example.invalid', 'commit.gpgsign=false']
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', [...identity.flatMap((setting) => ['-c', setting]), ...args], {
      cwd,
      encoding: 'utf8',
    }).trim()
  const serverEnv = [
    '# the hosted project',
    `ALERT_EMAIL_API_KEY=${resendKey}`,
    `SUPABASE_ACCESS_TOKEN=${accessToken}`,
    `DATABASE_URL=${databaseUrl}`,
    `SUPABASE_AUTH_${JWT}_SECRET=k9v2QxW7pLmZ`,
  ].join('\n')
  const secretKinds = [
    '2 e-mail API key',
    '3 Supabase access token',
    '4 database URL with password',
    '5 JWT secret',
  ]
  const placed = (findings: { file: string; finding: { line: number; kind: string } }[]) =>
    findings.map(
      ({ file, finding }) => `${basename(file).split(' ').at(-1)} ${finding.line} ${finding.kind}`,
    )

  let root = ''
  let clone = ''
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'check-secrets-'))
    git(root, 'init', '-q', '-b', 'main')
    writeFileSync(
      join(root, '.gitignore'),
      readFileSync(resolve(import.meta.dirname, '../../.gitignore')),
    )
    writeFileSync(join(root, 'server.env'), serverEnv)
    const demo = localDemoSecrets.map((secret, index) => `const demo${index} = '${secret}'`)
    writeFileSync(join(root, 'demo.ts'), demo.join('\n'))
    git(root, 'add', '.')
    git(root, 'commit', '-q', '-m', 'Add the hosted settings')
    git(root, 'rm', '-q', 'server.env')
    git(root, 'commit', '-q', '-m', 'Remove them')
    // Ignored, so never committed and never scanned; the untracked notes are scanned.
    writeFileSync(join(root, '.env.local'), serverEnv)
    writeFileSync(join(root, 'notes.txt'), `key: ${resendKey}`)
    clone = `${root}-clone`
    git(tmpdir(), 'clone', '-q', root, clone)
  })
  afterAll(() => {
    for (const dir of [root, clone]) if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('finds in the tree what is there now, outside ignored files', async () => {
    const result = await scanRepository(root)
    expect(placed(result.findings)).toEqual(['notes.txt 1 e-mail API key'])
  })

  it('finds in history each kind a removed commit added, on its line, demo keys passing', async () => {
    const history = await scanHistory(root)
    expect(history).toMatchObject({ commits: 2, isShallow: false })
    expect(placed(history.findings)).toEqual(secretKinds.map((kind) => `server.env ${kind}`))
    const firstCommit = git(root, 'rev-list', '--max-parents=0', 'HEAD')
    expect(history.findings[0]?.file).toBe(`${firstCommit.slice(0, 10)} server.env`)
  })

  it('finds the same in a fresh clone, through its remote-tracking refs', async () => {
    const history = await scanHistory(clone)
    expect(placed(history.findings)).toEqual(secretKinds.map((kind) => `server.env ${kind}`))
  })
})

describe('.gitignore', () => {
  // --no-index: by the patterns alone, as for a file not yet added (.env.example is tracked).
  const isIgnored = (path: string) => {
    const { status } = spawnSync('git', ['check-ignore', '-q', '--no-index', path], {
      cwd: resolve(import.meta.dirname, '../..'),
    })
    expect(status, `git check-ignore ${path}`).toBeLessThan(2)
    return status === 0
  }

  it('ignores every .env file but .env.example', () => {
    for (const file of ['.env', '.env.local', '.env.production', '.env.development.local']) {
      expect(isIgnored(file), file).toBe(true)
    }
    expect(isIgnored('.env.example')).toBe(false)
  })
})
