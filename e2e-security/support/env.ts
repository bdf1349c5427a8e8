/** Ports of the security suite (the main e2e build is shared: .next-e2e). */
export const SEC = {
  console: 3800,
  backend: 9565,
  extra: (n: number) => 3801 + n,
  get baseURL() {
    return `http://localhost:${this.console}`;
  },
} as const;
