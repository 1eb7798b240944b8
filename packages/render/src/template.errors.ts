/** A template document that cannot be used; `message` is Chinese and names the bad layer. */
export class TemplateError extends Error {
  readonly layerKey: string | undefined;

  constructor(message: string, layerKey?: string) {
    super(layerKey === undefined ? message : `图层 ${layerKey}：${message}`);
    this.name = 'TemplateError';
    this.layerKey = layerKey;
  }
}
