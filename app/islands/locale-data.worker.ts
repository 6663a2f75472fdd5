/**
 * Reads the browser's locale data for a language off the page's main thread
 * (hydrate-islands.tsx). The runtime's ICU keeps what it has read for the
 * whole page process, so that the island's first country name
 * (`Intl.DisplayNames`), comparison of names, plural rule and currency format
 * then take a millisecond each: read on the main thread, the first of them took
 * 100-240 ms of a phone's main thread (4× CPU) in one piece, which a tap then
 * waited for.
 */
addEventListener("message", (event: MessageEvent<string>) => {
  const language = event.data;
  new Intl.DisplayNames([language], { type: "region" }).of("CO");
  "a".localeCompare("b", language);
  new Intl.PluralRules(language).select(1);
  new Intl.NumberFormat(language, { style: "currency", currency: "USD" }).format(1);
  postMessage(null);
});
