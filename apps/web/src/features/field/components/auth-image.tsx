import { Center, Image, Loader, Text, type ImageProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useImageFile } from '../api/get-image-file';

/** A site photo loaded with the token header; its object URL is revoked when the image leaves the screen. */
export function AuthImage({ url, alt, ...props }: { url: string; alt: string } & ImageProps) {
  const file = useImageFile(url);
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!file.data) return;
    const created = URL.createObjectURL(file.data);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file.data]);
  if (file.isError) return <Center h={props.h ?? 120}><Text size="xs" c="dimmed">Photo unavailable</Text></Center>;
  if (!objectUrl) return <Center h={props.h ?? 120}><Loader size="xs" /></Center>;
  return <Image src={objectUrl} alt={alt} {...props} />;
}
