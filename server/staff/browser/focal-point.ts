/**
 * An image field's focal point (server/staff/image-field.tsx) set by a click on its picture: the
 * numbers typed below follow, and a dot shows where it is. The numbers stay the field's value.
 */
export function enhanceFocalPoints(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLElement>("[data-image-field]")) {
    const frame = field.querySelector<HTMLElement>("[data-focus-frame]");
    const image = frame?.querySelector("img");
    const dot = frame?.querySelector<HTMLElement>("[data-focus-dot]");
    const x = field.querySelector<HTMLInputElement>("[data-focus-x]");
    const y = field.querySelector<HTMLInputElement>("[data-focus-y]");
    if (!frame || !image || !dot || !x || !y) continue;
    const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 50)));
    // The dot is placed through the CSSOM (the CSP allows no style attribute in the markup, but a script's styles).
    const show = () => {
      dot.style.left = `${clamp(x.valueAsNumber)}%`;
      dot.style.top = `${clamp(y.valueAsNumber)}%`;
    };
    frame.dataset.enhanced = "";
    show();
    image.addEventListener("click", (event) => {
      const box = image.getBoundingClientRect();
      x.value = String(clamp(((event.clientX - box.left) / box.width) * 100));
      y.value = String(clamp(((event.clientY - box.top) / box.height) * 100));
      show();
    });
    x.addEventListener("input", show);
    y.addEventListener("input", show);
  }
}
