import { Box, Button, chakra, HStack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import type { PointerEvent } from "react";

/** The signature's own size: strokes are kept in it and the PNG sent is this size. */
const WIDTH = 500;
const HEIGHT = 200;
const Canvas = chakra("canvas");

type Point = { x: number; y: number };

interface SignaturePadProps {
  /** The drawing as a 500x200 PNG data URL, or null once cleared. */
  onChange: (png: string | null) => void;
}

/** Sets the pen for a canvas whose bitmap shows the 500x200 drawing at its own size. */
function pen(canvas: HTMLCanvasElement) {
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.setTransform(canvas.width / WIDTH, 0, 0, canvas.height / HEIGHT, 0, 0);
  context.lineWidth = 2.5;
  context.lineCap = "round";
  context.lineJoin = "round";
  context.strokeStyle = "#111827";
  return context;
}

function drawStroke(context: CanvasRenderingContext2D, stroke: Point[]) {
  const [first, ...rest] = stroke;
  context.beginPath();
  context.moveTo(first.x, first.y);
  // A dot is a stroke too.
  if (!rest.length) context.lineTo(first.x + 0.1, first.y + 0.1);
  for (const { x, y } of rest) context.lineTo(x, y);
  context.stroke();
}

/** Draws every stroke afresh on the canvas, whatever its bitmap's size. */
function paint(canvas: HTMLCanvasElement, strokes: Point[][]) {
  const context = pen(canvas);
  if (!context) return;
  context.clearRect(0, 0, WIDTH, HEIGHT);
  for (const stroke of strokes) drawStroke(context, stroke);
}

/**
 * A 500x200 pad to sign on with a mouse, pen or finger, with Clear. On a small screen it is
 * narrower; its bitmap always has the pixels of its box on screen (times the device pixel
 * ratio, redrawn when the box changes), so ink lands under the pointer and stays sharp, and the
 * PNG sent is the drawing at 500x200.
 */
export function SignaturePad({ onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(element.clientWidth * ratio));
      const height = Math.max(1, Math.round(element.clientHeight * ratio));
      if (element.width === width && element.height === height) return;
      element.width = width;
      element.height = height;
      paint(element, strokes.current);
    };
    fit();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /** Where the pointer is in the drawing's 500x200 (the border is not drawing area). */
  function point(event: PointerEvent<HTMLCanvasElement>): Point {
    const element = event.currentTarget;
    const box = element.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left - element.clientLeft) * WIDTH) / element.clientWidth,
      y: ((event.clientY - box.top - element.clientTop) * HEIGHT) / element.clientHeight,
    };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    const context = pen(event.currentTarget);
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const stroke = [point(event)];
    strokes.current.push(stroke);
    drawStroke(context, stroke);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const context = pen(event.currentTarget);
    const stroke = strokes.current.at(-1);
    if (!context || !stroke) return;
    const next = point(event);
    drawStroke(context, [stroke[stroke.length - 1], next]);
    stroke.push(next);
  }

  function end() {
    if (!drawing.current) return;
    drawing.current = false;
    const png = document.createElement("canvas");
    png.width = WIDTH;
    png.height = HEIGHT;
    paint(png, strokes.current);
    onChange(png.toDataURL("image/png"));
  }

  function clear() {
    strokes.current = [];
    if (canvas.current) paint(canvas.current, []);
    onChange(null);
  }

  return (
    <Box>
      <Canvas
        ref={canvas}
        aria-label="Signature pad: draw your signature here"
        role="img"
        display="block"
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
