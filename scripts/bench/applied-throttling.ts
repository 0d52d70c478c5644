// Lighthouse's slow 4G and slowed processor, applied to a page as its applied ("devtools")
// throttling does: every request's latency, the shared bandwidth, a processor four times slower,
// and no HTTP cache. For the bench's own loads beside Lighthouse's (layout-shift.ts,
// editor-phone.ts).
import type { CDPSession } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";

const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } =
  throttling.mobileSlow4G;

export async function applySlow4G(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: (downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdownMultiplier });
}
