import { RenderAllowance, clientOf } from "./page-renderer.js";

describe("a client address's share of the server's renders", () => {
  let now = 0;
  const limits = { atOnce: 2, burst: 3, perSecond: 1 };
  const allowance = (maxAddresses?: number) =>
    new RenderAllowance({ limits, now: () => now, maxAddresses });
  beforeEach(() => (now = 1_000_000));

  const takeAndFinish = (shares: RenderAllowance, address: string) => {
    const taken = shares.take(address);
    if (taken) shares.done(address);
    return taken;
  };

  it("allows a burst, then one render a second, to each address apart", () => {
    const shares = allowance();
    expect([1, 2, 3, 4].map(() => takeAndFinish(shares, "192.0.2.1"))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(takeAndFinish(shares, "192.0.2.2")).toBe(true);
    now += 999;
    expect(takeAndFinish(shares, "192.0.2.1")).toBe(false);
    now += 1;
    expect(takeAndFinish(shares, "192.0.2.1")).toBe(true);
    expect(takeAndFinish(shares, "192.0.2.1")).toBe(false);
    // A long pause gives back the burst, no more.
    now += 3_600_000;
    expect([1, 2, 3, 4].map(() => takeAndFinish(shares, "192.0.2.1"))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("allows two renders at once per address", () => {
    const shares = allowance();
    expect([shares.take("192.0.2.1"), shares.take("192.0.2.1")]).toEqual([true, true]);
    expect(shares.take("192.0.2.1")).toBe(false);
    shares.done("192.0.2.1");
    expect(shares.take("192.0.2.1")).toBe(true);
  });

  it("counts an IPv6 /64 as one client", () => {
    const shares = allowance();
    const taken = ["2001:db8::1", "2001:db8:0:0:ffff::2", "2001:0db8::3", "2001:db8::4"].map(
      address => takeAndFinish(shares, address),
    );
    expect(taken).toEqual([true, true, true, false]);
    expect(takeAndFinish(shares, "2001:db8:0:1::1")).toBe(true);
    expect(clientOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientOf("::1")).toBe("0:0:0:0::/64");
    expect(clientOf("fe80:1:2:3:4:5:6:7")).toBe("fe80:1:2:3::/64");
    expect(clientOf("::ffff:192.0.2.1")).toBe("::ffff:192.0.2.1");
    expect(clientOf("192.0.2.1")).toBe("192.0.2.1");
  });

  it("forgets the longest unseen addresses past its size, never one with a render running", () => {
    const shares = allowance(2);
    expect(shares.take("192.0.2.1")).toBe(true); // still running
    for (const address of ["192.0.2.2", "192.0.2.3", "192.0.2.4"]) takeAndFinish(shares, address);
    expect(shares.size).toBe(2);
    expect(shares.take("192.0.2.1")).toBe(true);
    expect(shares.take("192.0.2.1")).toBe(false); // its two at once: it was kept
  });
});
