import { Box, Button, HStack, Heading, Image, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CAROUSEL_INTERVAL_MS } from '../home.constants';
import type { Slide } from '../home.constants';

interface HeroCarouselProps {
  slides: Slide[];
  intervalMs?: number;
}

/** spec platform-core §2: auto-advancing every 5 s with a fade, paused while hovered. */
export function HeroCarousel({ slides, intervalMs = CAROUSEL_INTERVAL_MS }: HeroCarouselProps) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  // Keyed on `active` so a dot click also restarts the full interval.
  useEffect(() => {
    if (paused || slides.length < 2) return undefined;
    const timer = setTimeout(() => {
      setActive((active + 1) % slides.length);
    }, intervalMs);
    return () => {
      clearTimeout(timer);
    };
  }, [active, paused, slides.length, intervalMs]);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="首页轮播"
      position="relative"
      h={{ base: '56', md: '96' }}
      overflow="hidden"
      bg="gray.800"
      onMouseEnter={() => {
        setPaused(true);
      }}
      onMouseLeave={() => {
        setPaused(false);
      }}
    >
      {slides.map((slide, index) => {
        const shown = index === active;
        return (
          <Box
            key={slide.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            aria-hidden={!shown}
            data-active={shown ? '' : undefined}
            position="absolute"
            inset="0"
            opacity={shown ? 1 : 0}
            transition="opacity 0.8s ease-in-out"
            pointerEvents={shown ? 'auto' : 'none'}
          >
            <Image
              src={slide.src}
              alt=""
              w="full"
              h="full"
              objectFit="cover"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <Box
              position="absolute"
              inset="0"
              bgGradient="to-r"
              gradientFrom="blackAlpha.700"
              gradientTo="transparent"
            />
            <Box
              position="absolute"
              left={{ base: '6', md: '16' }}
              top="50%"
              transform="translateY(-50%)"
              color="white"
              maxW="xl"
            >
              <Heading as="h2" size={{ base: 'xl', md: '4xl' }} lineHeight="short">
                {slide.title}
              </Heading>
              <Text mt="3" fontSize={{ base: 'sm', md: 'lg' }} color="whiteAlpha.900">
                {slide.subtitle}
              </Text>
              <Button
                asChild
                mt="6"
                colorPalette="brand"
                size={{ base: 'sm', md: 'md' }}
                tabIndex={shown ? 0 : -1}
              >
                <RouterLink to={slide.to}>{slide.cta}</RouterLink>
              </Button>
            </Box>
            <Text
              position="absolute"
              right="3"
              top={{ base: '2', md: 'auto' }}
              bottom={{ base: 'auto', md: '2' }}
              fontSize="xs"
              color="whiteAlpha.700"
            >
              {slide.credit}
            </Text>
          </Box>
        );
      })}
      <HStack position="absolute" bottom="4" left="50%" transform="translateX(-50%)" gap="2">
        {slides.map((slide, index) => (
          <Box
            as="button"
            key={slide.src}
            aria-label={`第${index + 1}张`}
            aria-current={index === active}
            w={index === active ? '6' : '2.5'}
            h="2.5"
            borderRadius="full"
            bg={index === active ? 'white' : 'whiteAlpha.600'}
            transition="all 0.3s"
            cursor="pointer"
            onClick={() => {
              setActive(index);
            }}
          />
        ))}
      </HStack>
    </Box>
  );
}
