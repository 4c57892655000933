/** The product form as the screens hold it; sent as multipart (docs/product/client-2022-names.md#calls). */
export type ProductFormValues = {
  name: string;
  serial_number: string;
  channel_size: string;
  guage: number | string;
  perticular: string;
  no_of_cols: number | string;
  width: number | string;
  height: number | string;
  type: '' | 'is_door' | 'is_window' | 'is_security_door';
  description: string;
  unit_type: string;
  /** Empty on create: the server takes the product type's from Accounts > Company & Tax. */
  hsn_code: string;
  gst_rate: number | string;
  profit: number | string;
  image: File | null;
};

/** The multipart fields: the exclusive type flags as "true"/"false", empty fields left out. */
export function productFormData(values: ProductFormValues): FormData {
  const data = new FormData();
  const text = (name: string, value: string | number) => {
    if (String(value).trim() !== '') data.append(name, String(value).trim());
  };
  text('name', values.name);
  text('serial_number', values.serial_number);
  text('channel_size', values.channel_size);
  text('guage', values.guage);
  text('width', values.width);
  text('height', values.height);
  const door = values.type === 'is_door' || values.type === 'is_security_door';
  if (!door) {
    text('perticular', values.perticular);
    text('no_of_cols', values.no_of_cols);
  }
  for (const flag of ['is_door', 'is_window', 'is_security_door'] as const) data.append(flag, String(values.type === flag));
  data.append('description', values.description.trim());
  text('unit_type', values.unit_type);
  text('hsn_code', values.hsn_code);
  text('gst_rate', values.gst_rate);
  text('profit', values.profit);
  if (values.image) data.append('image', values.image, values.image.name);
  return data;
}
