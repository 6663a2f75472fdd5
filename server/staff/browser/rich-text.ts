export function enhanceRichText(_root: ParentNode): void {}
