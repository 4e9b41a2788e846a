// The page's side of the relay, as the consumer hosts drive it: its owner's event stream read until
// the first request, and answers to it posted as the page would (same-origin JSON).
export async function firstRequest(origin, cookie) {
  const stream = await fetch(origin, { headers: { cookie } });
  const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('"type":"ask"')) text += (await reader.read()).value ?? '';
  const id = /"type":"ask","id":"([^"]+)"/.exec(text)[1];
  return {
    post: (result) => fetch(origin, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin }, body: JSON.stringify({ id, result }) }),
    close: () => reader.cancel(),
  };
}
