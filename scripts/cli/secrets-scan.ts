// One text through both scanners: secretlint's recommended preset (the many vendors' key formats
// it maintains: AWS, GCP, GitHub, GitLab, Slack, npm, OpenAI, Anthropic, private keys, passwords in
// http URLs…) and the project's own rules (secrets-rules.ts), with the same demo allow-list.
import { lintSource } from '@secretlint/core'
import { secretLintProfiler } from '@secretlint/profiler'
import { creator as recommendedRules } from '@secretlint/secretlint-rule-preset-recommend'
import type { SecretLintCoreConfig } from '@secretlint/types'
import {
  findSecretCandidates,
  isLocalDemoValue,
  toFindings,
  type SecretCandidate,
  type SecretFinding,
  type SecretOptions,
} from './secrets-rules'

const rulePrefix = '@secretlint/secretlint-rule-'

// secretlint 12 profiles every run, and its observer rescans all earlier marks on each new one:
// over this repository's ~2,300 texts that took minutes instead of about one second
// (secretlint/secretlint#1653, fixed in 13, which needs Node 22). Nobody reads the profile.
secretLintProfiler.mark = () => {}

// The project's database-URL rule replaces secretlint's: that one passes weak passwords (pass,
// password, root), which leak all the same, and flags placeholders such as <password>.
const replacedRules = new Set([`${rulePrefix}database-connection-string`])

// The preset's rules one by one: core 12.0.0 ignores `disabled` on a rule inside a preset.
export const secretlintConfig: SecretLintCoreConfig = {
  rules: recommendedRules.rules
    .filter((rule) => !replacedRules.has(rule.meta.id))
    .map((rule) => ({ id: rule.meta.id, rule })),
}

async function secretlintCandidates(text: string, filePath: string, options: SecretOptions) {
  const result = await lintSource({
    source: { filePath, content: text, contentType: 'text' },
    options: { config: secretlintConfig, noPhysicFilePath: true },
  })
  return result.messages.flatMap((message): SecretCandidate[] => {
    const [start, end] = message.range
    const value = text.slice(start, end)
    if (options.allowLocalDemo && isLocalDemoValue(value)) return []
    const rule = message.ruleId.replace(rulePrefix, '')
    return [{ kind: `secretlint ${rule}`, value, index: start }]
  })
}

/** The secrets in one text by both scanners; where they agree, the project's kind is named. */
export async function scanText(
  text: string,
  filePath: string,
  options: SecretOptions,
): Promise<SecretFinding[]> {
  const own = findSecretCandidates(text, options)
  return toFindings(text, [...own, ...(await secretlintCandidates(text, filePath, options))])
}
