import { Center, Loader } from '@mantine/core';

export function CenteredLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100vh' : 240} data-testid="loader">
      <Loader />
    </Center>
  );
}
