import { Box, Button, chakra, HStack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import type { PointerEvent } from "react";

const WIDTH = 500;
const HEIGHT = 200;
const Canvas = chakra("canvas");

interface SignaturePadProps {
  /** The drawing as a PNG data URL, or null once cleared. */
  onChange: (png: string | null) => void;
}

/**
 * A 500x200 canvas to sign on with a mouse, pen or finger (narrower on small screens: the canvas
 * scales, the drawing keeps its 500x200 coordinates), with Clear.
 */
export function SignaturePad({ onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#111827";
  }, []);

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * WIDTH) / box.width,
      y: ((event.clientY - box.top) * HEIGHT) / box.height,
    };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext("2d");
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  }

  function end(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(event.currentTarget.toDataURL("image/png"));
  }

  function clear() {
    const element = canvas.current;
    element?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  }

  return (
    <Box>
      <Canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-label="Signature pad: draw your signature here"
        role="img"
        w="full"
        maxW={`${WIDTH}px`}
        aspectRatio={`${WIDTH} / ${HEIGHT}`}
        bg="white"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="gray.400"
        rounded="md"
        cursor="crosshair"
        touchAction="none"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <HStack justify="space-between" maxW={`${WIDTH}px`} mt="2">
        <Text fontSize="sm" color="gray.600">
          Sign above with your mouse, pen or finger.
        </Text>
        <Button size="sm" variant="outline" onClick={clear}>
          Clear
        </Button>
      </HStack>
    </Box>
  );
}
