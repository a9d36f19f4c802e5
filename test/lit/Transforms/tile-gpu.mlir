// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile-gpu))' | FileCheck %s
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile-gpu{max-row=512}))' | FileCheck %s --check-prefix=SHORT
// RUN: not pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile-gpu{max-row=0}))' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: pyc-tile-gpu: max-row must be positive, got 0
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(pyc-attach-target{kind=gpu multiprocessors=16},func.func(pyc-tile-gpu))' | FileCheck %s --check-prefix=SMALL
// RUN: not pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(pyc-attach-target,func.func(pyc-tile-gpu))' 2>&1 | FileCheck %s --check-prefix=CPU
// CPU: pyc-tile-gpu: compiles for a gpu, but the module's pyc.target is #pyc.target<kind = cpu
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile-gpu{dot-rows=64 dot-columns=64 dot-warps=4 dot-stages=4}))' | FileCheck %s --check-prefix=OPTIONS
// RUN: not pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile-gpu{dot-rows=24}))' 2>&1 | FileCheck %s --check-prefix=BAD-DOT
// BAD-DOT: pyc-tile-gpu: dot-rows and dot-columns must be powers of two >= 16, dot-warps one from 1 to 32 and dot-stages >= 1, got 24, 256, 8, 3
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile-gpu{attention-rows=64 attention-keys=128 attention-warps=8 attention-stages=2}))' | FileCheck %s --check-prefix=ATTENTION
// RUN: not pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile-gpu{attention-warps=3}))' 2>&1 | FileCheck %s --check-prefix=BAD-ATTENTION
// BAD-ATTENTION: pyc-tile-gpu: attention-rows must be 0 or a power of two >= 16, attention-keys one, attention-warps one from 1 to 32 and attention-stages >= 1, got 0, 64, 3, 2

// Pointwise: blocks of 1024 elements, 4 warps.
// CHECK-LABEL: func.func @pointwise
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [1024], warps = 4, stages = 1>}
func.func @pointwise(%x: tensor<64x768xf32>) -> tensor<64x768xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<64x768xf32>) -> tensor<64x768xf32> {
  ^bb0(%a: tensor<64x768xf32>):
    %t = pyc.tanh %a : tensor<64x768xf32>
    pyc.yield %t : tensor<64x768xf32>
  }
  return %k : tensor<64x768xf32>
}

// -----

// bf16 elements: blocks of 2048 (as many bytes as 1024 f32 elements).
// CHECK-LABEL: func.func @pointwise_bf16
// CHECK: #pyc.gpu_schedule<strategy = pointwise, block = [2048], warps = 4, stages = 1>
func.func @pointwise_bf16(%x: tensor<64x768xbf16>) -> tensor<64x768xbf16> {
  %k = pyc.kernel pointwise(%x) : (tensor<64x768xbf16>) -> tensor<64x768xbf16> {
  ^bb0(%a: tensor<64x768xbf16>):
    %t = pyc.tanh %a : tensor<64x768xbf16>
    pyc.yield %t : tensor<64x768xbf16>
  }
  return %k : tensor<64x768xbf16>
}

// -----

// A small result: one block of it, rounded up to a power of two.
// CHECK-LABEL: func.func @small
// CHECK: #pyc.gpu_schedule<strategy = pointwise, block = [8], warps = 4, stages = 1>
func.func @small(%x: tensor<5xf32>) -> tensor<5xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<5xf32>) -> tensor<5xf32> {
  ^bb0(%a: tensor<5xf32>):
    %t = pyc.exp %a : tensor<5xf32>
    pyc.yield %t : tensor<5xf32>
  }
  return %k : tensor<5xf32>
}

// -----

// Rows of 768 fit a program whole: 1024 lanes, 2 rows, 8 warps. With
// max-row=512 they are walked in chunks instead.
// CHECK-LABEL: func.func @softmax_row
// CHECK: #pyc.gpu_schedule<strategy = row, block = [2, 1024], warps = 8, stages = 1>
// SHORT-LABEL: func.func @softmax_row
// SHORT: #pyc.gpu_schedule<strategy = looped, block = [1, 8192], warps = 16, stages = 1>
func.func @softmax_row(%x: tensor<64x768xf32>) -> tensor<64xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<64x768xf32>) -> tensor<64xf32> {
  ^bb0(%a: tensor<64x768xf32>):
    %m = pyc.reduce max %a, dims = [1] : tensor<64x768xf32> -> tensor<64xf32>
    pyc.yield %m : tensor<64xf32>
  }
  return %k : tensor<64xf32>
}

// -----

// bf16 rows (a softmax's scores; its bool mask is of a lower rank and does
// not count): 16 lanes a thread where f32 takes 8, so half the warps.
// CHECK-LABEL: func.func @bf16_rows
// CHECK: #pyc.gpu_schedule<strategy = row, block = [2, 1024], warps = 4, stages = 1>
func.func @bf16_rows(%x: tensor<64x768xbf16>, %m: tensor<768xi1>) -> tensor<64xbf16> {
  %k = pyc.kernel reduction(%x, %m) : (tensor<64x768xbf16>, tensor<768xi1>) -> tensor<64xbf16> {
  ^bb0(%a: tensor<64x768xbf16>, %b: tensor<768xi1>):
    %mb = pyc.broadcast_in_dim %b, dims = [1] : tensor<768xi1> -> tensor<64x768xi1>
    %s = pyc.select %mb, %a, %a : tensor<64x768xbf16>
    %r = pyc.reduce max %s, dims = [1] : tensor<64x768xbf16> -> tensor<64xbf16>
    pyc.yield %r : tensor<64xbf16>
  }
  return %k : tensor<64xbf16>
}

// -----

// Short rows: many to a program (2048 lanes in all), at most as many as
// there are rows.
// CHECK-LABEL: func.func @short_rows
// CHECK: #pyc.gpu_schedule<strategy = row, block = [16, 64], warps = 4, stages = 1>
func.func @short_rows(%x: tensor<16x64xf32>) -> tensor<16xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<16x64xf32>) -> tensor<16xf32> {
  ^bb0(%a: tensor<16x64xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<16x64xf32> -> tensor<16xf32>
    pyc.yield %s : tensor<16xf32>
  }
  return %k : tensor<16xf32>
}

// -----

// A row longer than max-row (65536 > 16384): looped, walked once in chunks
// of 4096, 8 warps; with 4 rows, 4 programs: each row is cut into 16 parts
// of a chunk (split), a program each, and a second kernel adds the parts.
// CHECK-LABEL: func.func @long_row
// CHECK: #pyc.gpu_schedule<strategy = split, block = [1, 4096, 16], warps = 8, stages = 1>
func.func @long_row(%x: tensor<4x65536xf32>) -> tensor<4xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<4x65536xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x65536xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x65536xf32> -> tensor<4xf32>
    pyc.yield %s : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

// A log-sum-exp walks its rows once (cross-entropy's): 32 elements a thread,
// which pyc-to-triton reads as groups of a vector a thread: 16384 f32 lanes
// in 16 warps, 8192 bf16 lanes in 8.
// CHECK-LABEL: func.func @log_sum_exp
// CHECK: #pyc.gpu_schedule<strategy = looped, block = [1, 16384], warps = 16, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = looped, block = [1, 8192], warps = 8, stages = 1>
func.func @log_sum_exp(%x: tensor<512x32000xf32>, %y: tensor<512x50257xbf16>) -> (tensor<512xf32>, tensor<512xf32>) {
  %k = pyc.kernel reduction(%x) : (tensor<512x32000xf32>) -> tensor<512xf32> {
  ^bb0(%a: tensor<512x32000xf32>):
    %m = pyc.reduce max %a, dims = [1] : tensor<512x32000xf32> -> tensor<512xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<512xf32> -> tensor<512x32000xf32>
    %d = pyc.sub %a, %mb : tensor<512x32000xf32>
    %e = pyc.exp %d : tensor<512x32000xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<512x32000xf32> -> tensor<512xf32>
    pyc.yield %s : tensor<512xf32>
  }
  %l = pyc.kernel reduction(%y) : (tensor<512x50257xbf16>) -> tensor<512xf32> {
  ^bb0(%a: tensor<512x50257xbf16>):
    %f = pyc.convert %a : tensor<512x50257xbf16> -> tensor<512x50257xf32>
    %m = pyc.reduce max %f, dims = [1] : tensor<512x50257xf32> -> tensor<512xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<512xf32> -> tensor<512x50257xf32>
    %d = pyc.sub %f, %mb : tensor<512x50257xf32>
    %e = pyc.exp %d : tensor<512x50257xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<512x50257xf32> -> tensor<512xf32>
    pyc.yield %s : tensor<512xf32>
  }
  return %k, %l : tensor<512xf32>, tensor<512xf32>
}

// -----

// A pointwise kernel that moves its innermost dim (keys transposed for
// attention's scores): `tiled`, 64 rows (the result's outer dims,
// flattened) by 64 of its last dim a program, each at most the result's
// rounded up to a power of two; one that keeps it, or moves only dims of
// size 1 (a channel's mean placed for channels-last data): blocks of
// elements.
// CHECK-LABEL: func.func @transposing
// CHECK: #pyc.gpu_schedule<strategy = tiled, block = [64, 64], warps = 4, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = tiled, block = [64, 8], warps = 4, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = pointwise, block = [512], warps = 4, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = pointwise, block = [256], warps = 4, stages = 1>
func.func @transposing(%x: tensor<8x1024x64xbf16>, %y: tensor<5x200xf32>, %z: tensor<4x8x16xf32>,
                       %c: tensor<2x4x4x8xf32>, %m: tensor<1x8x1x1xf32>)
    -> (tensor<8x64x1024xbf16>, tensor<200x5xf32>, tensor<8x4x16xf32>, tensor<2x4x4x8xf32>) {
  %k0 = pyc.kernel pointwise(%x) : (tensor<8x1024x64xbf16>) -> tensor<8x64x1024xbf16> {
  ^bb0(%a: tensor<8x1024x64xbf16>):
    %t = pyc.transpose %a, permutation = [0, 2, 1] : tensor<8x1024x64xbf16> -> tensor<8x64x1024xbf16>
    pyc.yield %t : tensor<8x64x1024xbf16>
  }
  %k1 = pyc.kernel pointwise(%y) : (tensor<5x200xf32>) -> tensor<200x5xf32> {
  ^bb0(%a: tensor<5x200xf32>):
    %t = pyc.transpose %a, permutation = [1, 0] : tensor<5x200xf32> -> tensor<200x5xf32>
    %e = pyc.exp %t : tensor<200x5xf32>
    pyc.yield %e : tensor<200x5xf32>
  }
  %k2 = pyc.kernel pointwise(%z) : (tensor<4x8x16xf32>) -> tensor<8x4x16xf32> {
  ^bb0(%a: tensor<4x8x16xf32>):
    %t = pyc.transpose %a, permutation = [1, 0, 2] : tensor<4x8x16xf32> -> tensor<8x4x16xf32>
    pyc.yield %t : tensor<8x4x16xf32>
  }
  %k3 = pyc.kernel pointwise(%c, %m) : (tensor<2x4x4x8xf32>, tensor<1x8x1x1xf32>) -> tensor<2x4x4x8xf32> {
  ^bb0(%a: tensor<2x4x4x8xf32>, %b: tensor<1x8x1x1xf32>):
    %t = pyc.transpose %b, permutation = [0, 2, 3, 1] : tensor<1x8x1x1xf32> -> tensor<1x1x1x8xf32>
    %e = pyc.broadcast_in_dim %t, dims = [0, 1, 2, 3] : tensor<1x1x1x8xf32> -> tensor<2x4x4x8xf32>
    %d = pyc.sub %a, %e : tensor<2x4x4x8xf32>
    pyc.yield %d : tensor<2x4x4x8xf32>
  }
  return %k0, %k1, %k2, %k3 : tensor<8x64x1024xbf16>, tensor<200x5xf32>, tensor<8x4x16xf32>, tensor<2x4x4x8xf32>
}

// -----

// Contractions: `dot`, a tile of 128 x 256 of the product, k 64 at a time
// for 16-bit operands, 8 warps, 3 stages; each side at most the product's,
// rounded up to a power of two (at least 16), k 32 at a time for f32; a
// tile smaller than 128 x 128 takes 4 warps; a run-time size gets the whole
// tile. The options set the tile, warps and stages.
// CHECK-LABEL: func.func @contraction
// CHECK: #pyc.gpu_schedule<strategy = dot, block = [128, 256, 64], warps = 8, stages = 3>
// CHECK: #pyc.gpu_schedule<strategy = dot, block = [16, 32, 16], warps = 4, stages = 3>
// CHECK: #pyc.gpu_schedule<strategy = dot, block = [128, 256, 32], warps = 8, stages = 3>
// OPTIONS-LABEL: func.func @contraction
// OPTIONS: #pyc.gpu_schedule<strategy = dot, block = [64, 64, 64], warps = 4, stages = 4>
func.func @contraction(%x: tensor<4096x1024xbf16>, %w: tensor<1024x3072xbf16>,
                       %a: tensor<2x5x8xf32>, %b: tensor<2x8x20xf32>,
                       %c: tensor<?x64xf32>, %d: tensor<64x?xf32>)
    -> (tensor<4096x3072xbf16>, tensor<2x5x20xf32>, tensor<?x?xf32>) {
  %k0 = pyc.kernel contraction(%x, %w) : (tensor<4096x1024xbf16>, tensor<1024x3072xbf16>) -> tensor<4096x3072xbf16> {
  ^bb0(%p: tensor<4096x1024xbf16>, %q: tensor<1024x3072xbf16>):
    %m = pyc.matmul %p, %q : tensor<4096x1024xbf16>, tensor<1024x3072xbf16> -> tensor<4096x3072xbf16>
    pyc.yield %m : tensor<4096x3072xbf16>
  }
  %k1 = pyc.kernel contraction(%a, %b) : (tensor<2x5x8xf32>, tensor<2x8x20xf32>) -> tensor<2x5x20xf32> {
  ^bb0(%p: tensor<2x5x8xf32>, %q: tensor<2x8x20xf32>):
    %m = pyc.matmul %p, %q : tensor<2x5x8xf32>, tensor<2x8x20xf32> -> tensor<2x5x20xf32>
    pyc.yield %m : tensor<2x5x20xf32>
  }
  %k2 = pyc.kernel contraction(%c, %d) : (tensor<?x64xf32>, tensor<64x?xf32>) -> tensor<?x?xf32> {
  ^bb0(%p: tensor<?x64xf32>, %q: tensor<64x?xf32>):
    %m = pyc.matmul %p, %q : tensor<?x64xf32>, tensor<64x?xf32> -> tensor<?x?xf32>
    pyc.yield %m : tensor<?x?xf32>
  }
  return %k0, %k1, %k2 : tensor<4096x3072xbf16>, tensor<2x5x20xf32>, tensor<?x?xf32>
}

// -----

// Run-time sizes: a pointwise kernel takes blocks of 1024; rows of
// run-time length get the schedule of the longest rows (the emitter adds a
// variant sized at launch for the others); rows of a static length but a
// run-time count are held whole, 2048 lanes a program.
// CHECK-LABEL: func.func @run_time
// CHECK: #pyc.gpu_schedule<strategy = pointwise, block = [1024], warps = 4, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = looped, block = [1, 4096], warps = 8, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = row, block = [16, 128], warps = 8, stages = 1>
func.func @run_time(%x: tensor<?x?xf32>, %y: tensor<?x128xf32>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>)
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1, 2, 1, 0, 1>} {
  %p = pyc.kernel pointwise(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32> {
  ^bb0(%a: tensor<?x?xf32>):
    %t = pyc.tanh %a : tensor<?x?xf32>
    pyc.yield %t : tensor<?x?xf32>
  }
  %r = pyc.kernel reduction(%x) : (tensor<?x?xf32>) -> tensor<?xf32> {
  ^bb0(%a: tensor<?x?xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<?x?xf32> -> tensor<?xf32>
    pyc.yield %s : tensor<?xf32>
  }
  %q = pyc.kernel reduction(%y) : (tensor<?x128xf32>) -> tensor<?xf32> {
  ^bb0(%a: tensor<?x128xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<?x128xf32> -> tensor<?xf32>
    pyc.yield %s : tensor<?xf32>
  }
  return %p, %r, %q : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// A column reduction (the innermost dim kept: a layer norm's weight
// gradient, summed over tokens) whose rows held whole would put fewer than
// 32 bytes of kept elements in a program is looped with 32 bytes of them
// side by side (8 f32, 16 bf16) and chunks of 256 of the reduced dim,
// where that makes programs enough (256 or more). A short reduced dim
// keeps rows held whole: 32 columns of 64 a program.
// CHECK-LABEL: func.func @columns
// CHECK: #pyc.gpu_schedule<strategy = looped, block = [8, 256], warps = 8, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = looped, block = [16, 256], warps = 8, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = row, block = [32, 64], warps = 8, stages = 1>
func.func @columns(%x: tensor<2048x4096xf32>, %h: tensor<2048x4096xbf16>, %y: tensor<64x24xf32>) -> (tensor<4096xf32>, tensor<4096xbf16>, tensor<24xf32>) {
  %k = pyc.kernel reduction(%x) : (tensor<2048x4096xf32>) -> tensor<4096xf32> {
  ^bb0(%a: tensor<2048x4096xf32>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<2048x4096xf32> -> tensor<4096xf32>
    pyc.yield %s : tensor<4096xf32>
  }
  %m = pyc.kernel reduction(%h) : (tensor<2048x4096xbf16>) -> tensor<4096xbf16> {
  ^bb0(%a: tensor<2048x4096xbf16>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<2048x4096xbf16> -> tensor<4096xbf16>
    pyc.yield %s : tensor<4096xbf16>
  }
  %l = pyc.kernel reduction(%y) : (tensor<64x24xf32>) -> tensor<24xf32> {
  ^bb0(%a: tensor<64x24xf32>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<64x24xf32> -> tensor<24xf32>
    pyc.yield %s : tensor<24xf32>
  }
  return %k, %m, %l : tensor<4096xf32>, tensor<4096xbf16>, tensor<24xf32>
}

// -----

// Attention (pyc-fuse-attention's kernel) in bf16 with head dims of 64: 64
// query rows a program, keys 64 at a time, both head dims whole, 4 warps,
// 2 stages.
// CHECK-LABEL: func.func @attention_bf16
// CHECK: #pyc.gpu_schedule<strategy = attention, block = [64, 64, 64, 64], warps = 4, stages = 2>
// ATTENTION-LABEL: func.func @attention_bf16
// ATTENTION: #pyc.gpu_schedule<strategy = attention, block = [64, 128, 64, 64], warps = 8, stages = 2>
func.func @attention_bf16(%q: tensor<16x1024x64xbf16>, %kt: tensor<16x64x1024xbf16>, %v: tensor<16x1024x64xbf16>) -> tensor<16x1024x64xbf16> {
  %o = pyc.kernel attention(%q, %kt, %v) : (tensor<16x1024x64xbf16>, tensor<16x64x1024xbf16>, tensor<16x1024x64xbf16>) -> tensor<16x1024x64xbf16> {
  ^bb0(%a: tensor<16x1024x64xbf16>, %b: tensor<16x64x1024xbf16>, %c: tensor<16x1024x64xbf16>):
    %s = pyc.matmul %a, %b : tensor<16x1024x64xbf16>, tensor<16x64x1024xbf16> -> tensor<16x1024x1024xbf16>
    %x = pyc.convert %s : tensor<16x1024x1024xbf16> -> tensor<16x1024x1024xf32>
    %max = pyc.reduce max %x, dims = [2] : tensor<16x1024x1024xf32> -> tensor<16x1024xf32>
    %1 = pyc.broadcast_in_dim %max, dims = [0, 1] : tensor<16x1024xf32> -> tensor<16x1024x1024xf32>
    %2 = pyc.sub %x, %1 : tensor<16x1024x1024xf32>
    %e = pyc.exp %2 : tensor<16x1024x1024xf32>
    %sum = pyc.reduce sum %e, dims = [2] : tensor<16x1024x1024xf32> -> tensor<16x1024xf32>
    %3 = pyc.broadcast_in_dim %sum, dims = [0, 1] : tensor<16x1024xf32> -> tensor<16x1024x1024xf32>
    %div = pyc.div %e, %3 : tensor<16x1024x1024xf32>
    %p = pyc.convert %div : tensor<16x1024x1024xf32> -> tensor<16x1024x1024xbf16>
    %o = pyc.matmul %p, %c : tensor<16x1024x1024xbf16>, tensor<16x1024x64xbf16> -> tensor<16x1024x64xbf16>
    pyc.yield %o : tensor<16x1024x64xbf16>
  }
  return %o : tensor<16x1024x64xbf16>
}

// -----

// Columns starved of programs (fewer than 256): 64 bytes of columns a
// program (16 f32, 32 bf16; 4 and 32 programs) and the rows cut into parts
// of at least a chunk, a program each (split), up to 512 programs: LLaMA's
// RMS norm weight gradient (1024 bf16 columns summed over 8192 tokens).
// Without a pyc.target, the default GPU target's 132 multiprocessors (an
// H100's or H200's). On a GPU of 16 multiprocessors (SMALL), starved below
// 32 programs: the
// first still splits, into parts up to 64 programs; the second's 64
// programs of 16 columns fill it.
// CHECK-LABEL: func.func @starved_columns
// CHECK: #pyc.gpu_schedule<strategy = split, block = [16, 256, 16], warps = 8, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = split, block = [32, 256, 16], warps = 8, stages = 1>
// SMALL-LABEL: func.func @starved_columns
// SMALL: #pyc.gpu_schedule<strategy = split, block = [16, 256, 16], warps = 8, stages = 1>
// SMALL: #pyc.gpu_schedule<strategy = looped, block = [16, 256], warps = 8, stages = 1>
func.func @starved_columns(%x: tensor<4096x64xf32>, %h: tensor<8192x1024xbf16>) -> (tensor<64xf32>, tensor<1024xbf16>) {
  %k = pyc.kernel reduction(%x) : (tensor<4096x64xf32>) -> tensor<64xf32> {
  ^bb0(%a: tensor<4096x64xf32>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<4096x64xf32> -> tensor<64xf32>
    pyc.yield %s : tensor<64xf32>
  }
  %m = pyc.kernel reduction(%h) : (tensor<8192x1024xbf16>) -> tensor<1024xbf16> {
  ^bb0(%a: tensor<8192x1024xbf16>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<8192x1024xbf16> -> tensor<1024xbf16>
    pyc.yield %s : tensor<1024xbf16>
  }
  return %k, %m : tensor<64xf32>, tensor<1024xbf16>
}

// -----

// A row that is no power of two (batch norm's statistics over 32 x 56 x 56
// channels-last pixels, 2^11 x 49, for 64 channels): cut as the others into
// up to 512 programs (4 of 16 columns, 128 parts), each part whole chunks
// (pyc-to-triton walks 4 a part: 98 parts cover the row, the rest none).
// CHECK-LABEL: func.func @starved_columns_odd_row
// CHECK: #pyc.gpu_schedule<strategy = split, block = [16, 256, 128], warps = 8, stages = 1>
func.func @starved_columns_odd_row(%x: tensor<100352x64xf32>) -> tensor<64xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<100352x64xf32>) -> tensor<64xf32> {
  ^bb0(%a: tensor<100352x64xf32>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<100352x64xf32> -> tensor<64xf32>
    pyc.yield %s : tensor<64xf32>
  }
  return %k : tensor<64xf32>
}

// -----

// A second reduction that reads the first's result splits only as the
// squares about a mean after its sum (a variance: each part walks both
// once, Welford's, and the combination adds the parts as Chan's), in
// chunks the row divides. Not split: a result over the operand's shape
// that reads a reduction (a softmax): the parts could not compute it
// alone. The rows of a kernel with a result over them are walked again
// for it: f32 in chunks of 16384 (64 KB), 16 warps.
// CHECK-LABEL: func.func @not_splittable
// CHECK: #pyc.gpu_schedule<strategy = split, block = [1, 4096, 16], warps = 8, stages = 1>
// CHECK: #pyc.gpu_schedule<strategy = looped, block = [1, 16384], warps = 16, stages = 1>
func.func @not_splittable(%x: tensor<4x65536xf32>) -> (tensor<4xf32>, tensor<4x65536xf32>) {
  %v = pyc.kernel reduction(%x) : (tensor<4x65536xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x65536xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x65536xf32> -> tensor<4xf32>
    %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<4xf32> -> tensor<4x65536xf32>
    %d = pyc.sub %a, %sb : tensor<4x65536xf32>
    %q = pyc.mul %d, %d : tensor<4x65536xf32>
    %t = pyc.reduce sum %q, dims = [1] : tensor<4x65536xf32> -> tensor<4xf32>
    pyc.yield %t : tensor<4xf32>
  }
  %e = pyc.kernel reduction(%x) : (tensor<4x65536xf32>) -> tensor<4x65536xf32> {
  ^bb0(%a: tensor<4x65536xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x65536xf32> -> tensor<4xf32>
    %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<4xf32> -> tensor<4x65536xf32>
    %d = pyc.div %a, %sb : tensor<4x65536xf32>
    pyc.yield %d : tensor<4x65536xf32>
  }
  return %v, %e : tensor<4xf32>, tensor<4x65536xf32>
}

// -----

// 16-bit rows walked again take chunks of 8192 (16 KB).
// CHECK-LABEL: func.func @half_rows_walked_again
// CHECK: #pyc.gpu_schedule<strategy = looped, block = [1, 8192], warps = 16, stages = 1>
func.func @half_rows_walked_again(%x: tensor<64x65536xbf16>) -> tensor<64x65536xbf16> {
  %e = pyc.kernel reduction(%x) : (tensor<64x65536xbf16>) -> tensor<64x65536xbf16> {
  ^bb0(%a: tensor<64x65536xbf16>):
    %m = pyc.reduce max %a, dims = [1] : tensor<64x65536xbf16> -> tensor<64xbf16>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<64xbf16> -> tensor<64x65536xbf16>
    %d = pyc.sub %a, %mb : tensor<64x65536xbf16>
    pyc.yield %d : tensor<64x65536xbf16>
  }
  return %e : tensor<64x65536xbf16>
}

// -----

// A lookup (an opaque kernel of gathers and views: an embedding, a
// cross-entropy's pick) reads one operand element per result element: a
// pointwise schedule over its result (a thread's share: 32 bytes of its
// widest input element, the i64 index).
// CHECK-LABEL: func.func @lookup
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [512], warps = 4, stages = 1>}
func.func @lookup(%w: tensor<1000x64xf32>, %ids: tensor<8x16xi64>) -> tensor<8x16x64xf32> {
  %k = pyc.kernel opaque(%w, %ids) : (tensor<1000x64xf32>, tensor<8x16xi64>) -> tensor<8x16x64xf32> {
  ^bb0(%a: tensor<1000x64xf32>, %i: tensor<8x16xi64>):
    %g = pyc.gather %a[%i], dim = 0 : tensor<1000x64xf32>, tensor<8x16xi64> -> tensor<8x16x64xf32>
    pyc.yield %g : tensor<8x16x64xf32>
  }
  return %k : tensor<8x16x64xf32>
}
