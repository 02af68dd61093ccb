// An invitation link with more page options (the tests' fast=1, lang=...):
// they go into its query, before the fragment that names the host's key
// (web/site/online/host_key.js), which appending to the link would change.
export function joinLink(link, query) {
  const url = new URL(link);
  for (const [name, value] of new URLSearchParams(query)) url.searchParams.set(name, value);
  return url.href;
}
