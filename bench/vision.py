"""Vision models as torchvision ships them, and a small UNet: eager PyTorch,
`torch.compile` and pycompile, inference and a training step, in one process,
on the GPU or the CPU.

    python bench/vision.py [--models resnet18,resnet50,...] [--device cuda|cpu]
                           [--dtype bf16|f32] [--channels-last] [--batch 32]
                           [--steps infer,train] [--modes eager,inductor,...] [--iters 20]
                           [--profile [gpu|python|host|nodes|gaps|compile]]

Random weights, 224 x 224 images (`--size`), classification logits for
inference and a cross-entropy training step (the loss, then its backward).
Each case runs through `gpu_models.run_case`: every compiled mode's output or
loss and gradients are held to eager's (in bf16, to eager's own error against
f32), the modes are timed in turns, and the table gives each mode's median
time, its ratios to eager and Inductor, the first call's time and, for
pycompile, its graphs, parts, kernels and whose backward ran. The CPU runs f32
and pycompile's CPU target; the GPU, bf16 by default, and channels-last where
asked (as Inductor's users run convolutions on a GPU).
"""

from __future__ import annotations

import argparse
import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cpu  # noqa: E402 - the host's description, beside this file
import gpu_models  # noqa: E402 - the shared runner


class _Classifier(torch.nn.Module):
    """A torchvision classifier called as `gpu_models.run_case` calls a
    Hugging Face model: `model(pixel_values=..., labels=...)` giving an
    output with `.logits` and `.loss`."""

    def __init__(self, net: torch.nn.Module) -> None:
        super().__init__()
        self.net = net

    def forward(self, pixel_values, labels=None):
        from transformers.modeling_outputs import ImageClassifierOutput

        # (the images in the model's dtype, as Hugging Face's models take them)
        logits = self.net(pixel_values.to(next(self.net.parameters()).dtype))
        if logits.dim() == 4:  # a UNet's per-pixel logits
            logits = logits.mean((2, 3))
        loss = None if labels is None else F.cross_entropy(logits.float(), labels)
        return ImageClassifierOutput(loss=loss, logits=logits)


class UNet(torch.nn.Module):
    """A small UNet as segmentation models write it: two 3x3 convolutions
    with batch norm and ReLU a level, max pooling down, transposed
    convolutions up, skip connections concatenated."""

    def __init__(self, channels=(32, 64, 128), classes: int = 10) -> None:
        super().__init__()
        nn = torch.nn

        def block(i, o):
            return nn.Sequential(nn.Conv2d(i, o, 3, padding=1, bias=False), nn.BatchNorm2d(o),
                                 nn.ReLU(inplace=True), nn.Conv2d(o, o, 3, padding=1, bias=False),
                                 nn.BatchNorm2d(o), nn.ReLU(inplace=True))

        widths = [3, *channels]
        self.down = nn.ModuleList(block(i, o) for i, o in zip(widths[:-1], widths[1:]))
        self.up = nn.ModuleList(nn.ConvTranspose2d(o, i, 2, stride=2)
                                for i, o in zip(channels[:-1], channels[1:]))
        self.merge = nn.ModuleList(block(2 * i, i) for i in channels[:-1])
        self.head = nn.Conv2d(channels[0], classes, 1)

    def forward(self, x):
        skips = []
        for i, block in enumerate(self.down):
            x = block(x)
            if i < len(self.down) - 1:
                skips.append(x)
                x = F.max_pool2d(x, 2)
        for up, merge in zip(reversed(self.up), reversed(self.merge)):
            x = merge(torch.cat([up(x), skips.pop()], 1))
        return self.head(x)


def _models(size: int, batch: int, channels_last: bool) -> dict:
    """name -> (make the model, make (inputs, labels) for a batch)."""
    def tv():  # torchvision, where a model of it is made (the UNet needs none)
        import torchvision.models
        return torchvision.models

    def entry(make_net):
        def make():
            model = _Classifier(make_net())
            return model.to(memory_format=torch.channels_last) if channels_last else model

        def images(device):
            x = torch.randn(batch, 3, size, size, device=device)
            if channels_last:
                x = x.to(memory_format=torch.channels_last)
            return {"pixel_values": x}, torch.randint(0, 10, (batch,), device=device)
        return make, images

    return {
        "resnet18": entry(lambda: tv().resnet18(num_classes=10)),
        "resnet50": entry(lambda: tv().resnet50(num_classes=10)),
        "mobilenet_v3": entry(lambda: tv().mobilenet_v3_large(num_classes=10)),
        "convnext_tiny": entry(lambda: tv().convnext_tiny(num_classes=10)),
        "efficientnet_b0": entry(lambda: tv().efficientnet_b0(num_classes=10)),
        "vit_b_16": entry(lambda: tv().vit_b_16(num_classes=10, image_size=size)),
        "unet": entry(UNet),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="resnet18,resnet50,mobilenet_v3,convnext_tiny,"
                                            "efficientnet_b0,vit_b_16,unet")
    parser.add_argument("--modes", default="eager,inductor,pycompile")
    parser.add_argument("--steps", default="infer,train")
    parser.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    parser.add_argument("--dtype", choices=["bf16", "f32"],
                        help="default: bf16 on the GPU, f32 on the CPU")
    parser.add_argument("--channels-last", action="store_true")
    parser.add_argument("--batch", type=int, help="default: 32 on the GPU, 2 on the CPU")
    parser.add_argument("--size", type=int, default=224)
    parser.add_argument("--iters", type=int, default=20)
    parser.add_argument("--profile", nargs="?", const="gpu",
                        choices=["gpu", "python", "host", "nodes", "gaps", "compile"],
                        help="as gpu_models.py's")
    args = parser.parse_args()
    cuda = args.device == "cuda"
    dtype = {"bf16": torch.bfloat16, "f32": torch.float32}[
        args.dtype or ("bf16" if cuda else "f32")]
    batch = args.batch or (32 if cuda else 2)
    where = torch.cuda.get_device_name() if cuda else \
        f"{cpu._cpu_model()} ({cpu.torch_isa()}, {torch.get_num_threads()} threads)"
    print(f"# {where}, torch {torch.__version__}, {dtype}, batch {batch}, "
          f"{args.size} x {args.size}{', channels-last' if args.channels_last else ''}")
    models = _models(args.size, batch, args.channels_last)
    modes = {m: w for m, w in gpu_models._modes(args.device, None).items()
             if m == "eager" or m in args.modes.split(",")}
    for name in args.models.split(","):
        make, images = models[name]
        for step in args.steps.split(","):
            gpu_models.run_case(name, make, images, step == "train", dtype, modes,
                                args.iters, args.device, args.device, args.profile)


if __name__ == "__main__":
    main()
