import bcrypt from 'bcryptjs';

export class Passwords {
  private dummyHash: Promise<string>;

  constructor(private readonly cost: number) {
    // Unknown users are checked against this hash so both failures take the same time.
    this.dummyHash = bcrypt.hash('not-a-real-password', cost);
  }

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.cost);
  }

  async verify(password: string, hash: string | undefined): Promise<boolean> {
    const matches = await bcrypt.compare(password, hash ?? (await this.dummyHash));
    return hash !== undefined && matches;
  }
}

/** bcrypt ignores everything past 72 bytes, so longer passwords are refused rather than silently cut. */
export const maxPasswordBytes = 72;

export function passwordProblem(password: unknown, field: string): string | undefined {
  if (typeof password !== 'string') return `参数 ${field} 必须是字符串`;
  if (password.length === 0) return `参数 ${field} 不能为空`;
  if (Buffer.byteLength(password, 'utf8') > maxPasswordBytes) return `参数 ${field} 不能超过 ${maxPasswordBytes} 字节`;
  return undefined;
}
