// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-inline-copies))' | FileCheck %s
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-inline-copies{max-ops=4}))' | FileCheck %s --check-prefix=CAPPED

// Rotary's rotate-half as pyc-fuse leaves it: two slice kernels (one
// negated), the concat reading them, and the sum reading the concat. One
// pointwise kernel reads %x (once: its two reads are one input) and
// computes the rest.
// CHECK-LABEL: func.func @rotary
// CHECK: %[[R:.*]] = pyc.kernel pointwise(%arg0, %arg1, %arg2) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> {
// CHECK-DAG: pyc.slice
// CHECK-DAG: pyc.neg
// CHECK: pyc.concat
// CHECK: pyc.mul
// CHECK: pyc.add
// CHECK: pyc.yield
// CHECK-NOT: pyc.kernel
// CHECK: return %[[R]]
func.func @rotary(%x: tensor<2x4xf32>, %cos: tensor<2x4xf32>, %sin: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %hi = pyc.kernel pointwise(%x) : (tensor<2x4xf32>) -> tensor<2x2xf32> {
  ^bb0(%a: tensor<2x4xf32>):
    %0 = pyc.slice %a, start = [0, 2], limit = [2, 4], stride = [1, 1] : tensor<2x4xf32> -> tensor<2x2xf32>
    %1 = pyc.neg %0 : tensor<2x2xf32>
    pyc.yield %1 : tensor<2x2xf32>
  }
  %lo = pyc.kernel pointwise(%x) : (tensor<2x4xf32>) -> tensor<2x2xf32> {
  ^bb0(%a: tensor<2x4xf32>):
    %0 = pyc.slice %a, start = [0, 0], limit = [2, 2], stride = [1, 1] : tensor<2x4xf32> -> tensor<2x2xf32>
    pyc.yield %0 : tensor<2x2xf32>
  }
  %cat = pyc.kernel opaque(%hi, %lo) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32> {
  ^bb0(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>):
    %0 = pyc.concat %a, %b dim = 1 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32>
    pyc.yield %0 : tensor<2x4xf32>
  }
  %r = pyc.kernel pointwise(%x, %cos, %cat, %sin) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%a: tensor<2x4xf32>, %c: tensor<2x4xf32>, %r: tensor<2x4xf32>, %s: tensor<2x4xf32>):
    %0 = pyc.mul %a, %c : tensor<2x4xf32>
    %1 = pyc.mul %r, %s : tensor<2x4xf32>
    %2 = pyc.add %0, %1 : tensor<2x4xf32>
    pyc.yield %2 : tensor<2x4xf32>
  }
  return %r : tensor<2x4xf32>
}

// -----

// Copies stay kernels of their own where the function returns them too,
// where two kernels read them (the exp too), and where they transpose the
// innermost dim (read in place, the reader's loads would scatter).
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-7: pyc.kernel
// CHECK-NOT: pyc.kernel
func.func @kept(%x: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4x8xf16>, tensor<4x8xf32>) {
  %returned = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.neg %a : tensor<4x8xf32>
    pyc.yield %0 : tensor<4x8xf32>
  }
  %both = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<4x8xf16> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.convert %a : tensor<4x8xf32> -> tensor<4x8xf16>
    pyc.yield %0 : tensor<4x8xf16>
  }
  %t = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<8x4xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
    pyc.yield %0 : tensor<8x4xf32>
  }
  %e = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.exp %a : tensor<4x8xf32>
    pyc.yield %0 : tensor<4x8xf32>
  }
  %u = pyc.kernel pointwise(%t, %e, %returned) : (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x4xf32> {
  ^bb0(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>):
    %0 = pyc.add %b, %c : tensor<4x8xf32>
    %1 = pyc.transpose %0, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
    %2 = pyc.add %a, %1 : tensor<8x4xf32>
    pyc.yield %2 : tensor<8x4xf32>
  }
  %v = pyc.kernel pointwise(%both) : (tensor<4x8xf16>) -> tensor<4x8xf16> {
  ^bb0(%a: tensor<4x8xf16>):
    %0 = pyc.mul %a, %a : tensor<4x8xf16>
    pyc.yield %0 : tensor<4x8xf16>
  }
  %w = pyc.kernel pointwise(%both, %e) : (tensor<4x8xf16>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf16>, %b: tensor<4x8xf32>):
    %0 = pyc.convert %a : tensor<4x8xf16> -> tensor<4x8xf32>
    %1 = pyc.add %0, %b : tensor<4x8xf32>
    pyc.yield %1 : tensor<4x8xf32>
  }
  return %u, %returned, %v, %w : tensor<8x4xf32>, tensor<4x8xf32>, tensor<4x8xf16>, tensor<4x8xf32>
}

// -----

// A reduction reads a copy (a broadcast of a converted vector) in its
// prologue: computed there.
// CHECK-LABEL: func.func @prologue
// CHECK: %[[R:.*]] = pyc.kernel reduction(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8xf16>) -> tensor<4xf32> {
// CHECK: pyc.convert
// CHECK: pyc.broadcast_in_dim
// CHECK: pyc.reduce sum
// CHECK-NOT: pyc.kernel
func.func @prologue(%x: tensor<4x8xf32>, %w: tensor<8xf16>) -> tensor<4xf32> {
  %b = pyc.kernel pointwise(%w) : (tensor<8xf16>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<8xf16>):
    %0 = pyc.convert %a : tensor<8xf16> -> tensor<8xf32>
    %1 = pyc.broadcast_in_dim %0, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
    pyc.yield %1 : tensor<4x8xf32>
  }
  %r = pyc.kernel reduction(%x, %b) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>):
    %0 = pyc.mul %a, %c : tensor<4x8xf32>
    %1 = pyc.reduce sum %0, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    pyc.yield %1 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A kernel that computes element by element is computed in its one reader
// too: LLaMA's dq, a product with sin whose rotate-half is added to the
// product with cos (reading it twice: a small kernel), then transposed for
// the weight's product (returned here). Three kernels become one.
// CHECK-LABEL: func.func @rotary_backward
// CHECK: %[[R:.*]] = pyc.kernel pointwise(%arg0, %arg1, %arg2) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
// CHECK: pyc.mul
// CHECK: pyc.concat
// CHECK: pyc.add
// CHECK: pyc.transpose
// CHECK-NOT: pyc.kernel
// CHECK: return %[[R]]
func.func @rotary_backward(%g: tensor<2x3x4xf32>, %cos: tensor<2x3x4xf32>, %sin: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %p = pyc.kernel pointwise(%g, %sin) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  ^bb0(%a: tensor<2x3x4xf32>, %s: tensor<2x3x4xf32>):
    %0 = pyc.mul %a, %s : tensor<2x3x4xf32>
    pyc.yield %0 : tensor<2x3x4xf32>
  }
  %q = pyc.kernel pointwise(%g, %cos, %p) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  ^bb0(%a: tensor<2x3x4xf32>, %c: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>):
    %0 = pyc.slice %b, start = [0, 0, 0], limit = [2, 3, 2], stride = [1, 1, 1] : tensor<2x3x4xf32> -> tensor<2x3x2xf32>
    %1 = pyc.neg %0 : tensor<2x3x2xf32>
    %2 = pyc.slice %b, start = [0, 0, 2], limit = [2, 3, 4], stride = [1, 1, 1] : tensor<2x3x4xf32> -> tensor<2x3x2xf32>
    %3 = pyc.concat %2, %1 dim = 2 : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x4xf32>
    %4 = pyc.mul %a, %c : tensor<2x3x4xf32>
    %5 = pyc.add %3, %4 : tensor<2x3x4xf32>
    pyc.yield %5 : tensor<2x3x4xf32>
  }
  %t = pyc.kernel pointwise(%q) : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  ^bb0(%a: tensor<2x3x4xf32>):
    %0 = pyc.transpose %a, permutation = [1, 0, 2] : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
    pyc.yield %0 : tensor<3x2x4xf32>
  }
  return %t : tensor<3x2x4xf32>
}

// -----

// Broadcast by its reader (computed once per element it reads), a small
// pointwise kernel is inlined, a large one (16 ops and its yield) keeps its
// kernel.
// CHECK-LABEL: func.func @broadcast
// CHECK: %[[BIG:.*]] = pyc.kernel pointwise(%arg0) : (tensor<4xf32>) -> tensor<4xf32> {
// CHECK: %[[R:.*]] = pyc.kernel pointwise(%[[BIG]], %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32> {
// CHECK: pyc.exp
// CHECK: pyc.broadcast_in_dim
// CHECK-NOT: pyc.kernel
// CHECK: return %[[R]]
func.func @broadcast(%x: tensor<4xf32>) -> tensor<2x4xf32> {
  %small = pyc.kernel pointwise(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %0 = pyc.exp %a : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  %big = pyc.kernel pointwise(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %0 = pyc.exp %a : tensor<4xf32>
    %1 = pyc.exp %0 : tensor<4xf32>
    %2 = pyc.exp %1 : tensor<4xf32>
    %3 = pyc.exp %2 : tensor<4xf32>
    %4 = pyc.exp %3 : tensor<4xf32>
    %5 = pyc.exp %4 : tensor<4xf32>
    %6 = pyc.exp %5 : tensor<4xf32>
    %7 = pyc.exp %6 : tensor<4xf32>
    %8 = pyc.exp %7 : tensor<4xf32>
    %9 = pyc.exp %8 : tensor<4xf32>
    %10 = pyc.exp %9 : tensor<4xf32>
    %11 = pyc.exp %10 : tensor<4xf32>
    %12 = pyc.exp %11 : tensor<4xf32>
    %13 = pyc.exp %12 : tensor<4xf32>
    %14 = pyc.exp %13 : tensor<4xf32>
    %15 = pyc.exp %14 : tensor<4xf32>
    pyc.yield %15 : tensor<4xf32>
  }
  %r = pyc.kernel pointwise(%small, %big) : (tensor<4xf32>, tensor<4xf32>) -> tensor<2x4xf32> {
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    %0 = pyc.add %a, %b : tensor<4xf32>
    %1 = pyc.broadcast_in_dim %0, dims = [1] : tensor<4xf32> -> tensor<2x4xf32>
    pyc.yield %1 : tensor<2x4xf32>
  }
  return %r : tensor<2x4xf32>
}

// -----

// A concat of computed halves is an opaque kernel to pyc-fuse; it computes
// element by element all the same, and joins its reader.
// CHECK-LABEL: func.func @computed_concat
// CHECK: %[[R:.*]] = pyc.kernel pointwise(%arg0) : (tensor<2x4xf32>) -> tensor<2x8xf32> {
// CHECK: pyc.mul
// CHECK: pyc.concat
// CHECK: pyc.exp
// CHECK-NOT: pyc.kernel
// CHECK: return %[[R]]
func.func @computed_concat(%x: tensor<2x4xf32>) -> tensor<2x8xf32> {
  %c = pyc.kernel opaque(%x) : (tensor<2x4xf32>) -> tensor<2x8xf32> {
  ^bb0(%a: tensor<2x4xf32>):
    %0 = pyc.mul %a, %a : tensor<2x4xf32>
    %1 = pyc.concat %0, %a dim = 1 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
    pyc.yield %1 : tensor<2x8xf32>
  }
  %r = pyc.kernel pointwise(%c) : (tensor<2x8xf32>) -> tensor<2x8xf32> {
  ^bb0(%a: tensor<2x8xf32>):
    %0 = pyc.exp %a : tensor<2x8xf32>
    pyc.yield %0 : tensor<2x8xf32>
  }
  return %r : tensor<2x8xf32>
}

// -----

// A max pooling's backward before batch norm's column sums: the spread
// cotangents (interior pads) are summed in a pointwise kernel of 18 ops,
// which stays a kernel of its own before the reduction (computed in the
// reduction's tile, beside its accumulators, it took 8.8 ms of resnet18's
// step on an H200); its pads are computed in it.
// CHECK-LABEL: func.func @large_producer_of_a_reduction
// CHECK: %[[G:.*]] = pyc.kernel pointwise(%arg0, %arg1, %arg2, %arg3) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<16x4xf32> {
// CHECK-COUNT-4: pyc.pad
// CHECK: pyc.yield
// CHECK: pyc.kernel reduction(%[[G]])
func.func @large_producer_of_a_reduction(%a: tensor<8x4xf32>, %b: tensor<8x4xf32>, %c: tensor<8x4xf32>, %d: tensor<8x4xf32>) -> tensor<4xf32> {
  %pa = pyc.kernel opaque(%a) : (tensor<8x4xf32>) -> tensor<16x4xf32> {
  ^bb0(%x: tensor<8x4xf32>):
    %0 = pyc.pad %x, low = [0, 0], high = [1, 0], value = 0.0 interior = [1, 0] : tensor<8x4xf32> -> tensor<16x4xf32>
    pyc.yield %0 : tensor<16x4xf32>
  }
  %pb = pyc.kernel opaque(%b) : (tensor<8x4xf32>) -> tensor<16x4xf32> {
  ^bb0(%x: tensor<8x4xf32>):
    %0 = pyc.pad %x, low = [1, 0], high = [0, 0], value = 0.0 interior = [1, 0] : tensor<8x4xf32> -> tensor<16x4xf32>
    pyc.yield %0 : tensor<16x4xf32>
  }
  %pc = pyc.kernel opaque(%c) : (tensor<8x4xf32>) -> tensor<16x4xf32> {
  ^bb0(%x: tensor<8x4xf32>):
    %0 = pyc.pad %x, low = [0, 0], high = [1, 0], value = 0.0 interior = [1, 0] : tensor<8x4xf32> -> tensor<16x4xf32>
    pyc.yield %0 : tensor<16x4xf32>
  }
  %pd = pyc.kernel opaque(%d) : (tensor<8x4xf32>) -> tensor<16x4xf32> {
  ^bb0(%x: tensor<8x4xf32>):
    %0 = pyc.pad %x, low = [1, 0], high = [0, 0], value = 0.0 interior = [1, 0] : tensor<8x4xf32> -> tensor<16x4xf32>
    pyc.yield %0 : tensor<16x4xf32>
  }
  %g = pyc.kernel pointwise(%pa, %pb, %pc, %pd) : (tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32> {
  ^bb0(%x: tensor<16x4xf32>, %y: tensor<16x4xf32>, %z: tensor<16x4xf32>, %w: tensor<16x4xf32>):
    %0 = pyc.add %x, %y : tensor<16x4xf32>
    %1 = pyc.mul %0, %z : tensor<16x4xf32>
    %2 = pyc.add %1, %w : tensor<16x4xf32>
    %3 = pyc.mul %2, %x : tensor<16x4xf32>
    %4 = pyc.add %3, %y : tensor<16x4xf32>
    %5 = pyc.mul %4, %z : tensor<16x4xf32>
    %6 = pyc.add %5, %w : tensor<16x4xf32>
    %7 = pyc.mul %6, %x : tensor<16x4xf32>
    %8 = pyc.add %7, %y : tensor<16x4xf32>
    %9 = pyc.mul %8, %z : tensor<16x4xf32>
    %10 = pyc.add %9, %w : tensor<16x4xf32>
    %11 = pyc.mul %10, %x : tensor<16x4xf32>
    %12 = pyc.add %11, %y : tensor<16x4xf32>
    pyc.yield %12 : tensor<16x4xf32>
  }
  %s = pyc.kernel reduction(%g) : (tensor<16x4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<16x4xf32>):
    %0 = pyc.reduce sum %x, dims = [0] : tensor<16x4xf32> -> tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  return %s : tensor<4xf32>
}

// -----

// A chain pyc-fuse cut at its `max-ops` stays cut: a computing kernel is
// merged into its one reader only where both kernels' ops fit the bound
// (4 ops here: the two kernels have 3 each). A copy still is.
// CHECK-LABEL: func.func @cut_chain
// CHECK-COUNT-1: pyc.kernel
// CHECK-NOT: pyc.kernel
// CAPPED-LABEL: func.func @cut_chain
// CAPPED: %[[A:.*]] = pyc.kernel pointwise(%arg0)
// CAPPED: pyc.kernel pointwise(%[[A]], %arg1)
// CAPPED-NOT: pyc.kernel
// CAPPED: return
func.func @cut_chain(%h: tensor<8xf32>, %x: tensor<2x8xf32>) -> tensor<8xf32> {
  %a = pyc.kernel pointwise(%h) : (tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%v: tensor<8xf32>):
    %0 = pyc.tanh %v : tensor<8xf32>
    %1 = pyc.mul %0, %0 : tensor<8xf32>
    %2 = pyc.tanh %1 : tensor<8xf32>
    pyc.yield %2 : tensor<8xf32>
  }
  %b = pyc.kernel pointwise(%a, %x) : (tensor<8xf32>, tensor<2x8xf32>) -> tensor<8xf32> {
  ^bb0(%v: tensor<8xf32>, %w: tensor<2x8xf32>):
    %0 = pyc.slice %w, start = [1, 0], limit = [2, 8], stride = [1, 1] : tensor<2x8xf32> -> tensor<1x8xf32>
    %1 = pyc.reshape %0 : tensor<1x8xf32> -> tensor<8xf32>
    %2 = pyc.add %v, %1 : tensor<8xf32>
    pyc.yield %2 : tensor<8xf32>
  }
  return %b : tensor<8xf32>
}

// -----

// Batch norm's running statistics as pyc-fuse leaves them: the mean and the
// variance each times the momentum in one kernel (joined through the
// constant), its results read by two reductions. It is split, a kernel a
// result, and each is computed in its reader: no kernel of its own. The
// counts' `+ 1`s, which the function returns, stay one kernel.
// CHECK-LABEL: func.func @split_for_readers
// CHECK: pyc.kernel pointwise(%arg3, %arg4)
// CHECK: pyc.add
// CHECK: pyc.add
// CHECK: pyc.kernel reduction(%arg0, %arg1)
// CHECK: pyc.mul
// CHECK: pyc.reduce sum
// CHECK: pyc.kernel reduction(%arg0, %arg2)
// CHECK: pyc.mul
// CHECK: pyc.reduce max
// CHECK-NOT: pyc.kernel
func.func @split_for_readers(%x: tensor<4x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %n: tensor<i64>, %m: tensor<i64>) -> (tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<i64>) {
  %k:2 = pyc.kernel pointwise(%mean, %var) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%a: tensor<8xf32>, %b: tensor<8xf32>):
    %c = pyc.constant dense<0.9> : tensor<8xf32>
    %0 = pyc.mul %a, %c : tensor<8xf32>
    %1 = pyc.mul %b, %c : tensor<8xf32>
    pyc.yield %0, %1 : tensor<8xf32>, tensor<8xf32>
  }
  %counts:2 = pyc.kernel pointwise(%n, %m) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>) {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %c = pyc.constant dense<1> : tensor<i64>
    %0 = pyc.add %a, %c : tensor<i64>
    %1 = pyc.add %b, %c : tensor<i64>
    pyc.yield %0, %1 : tensor<i64>, tensor<i64>
  }
  %s = pyc.kernel reduction(%x, %k#0) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>):
    %0 = pyc.reduce sum %a, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
    %1 = pyc.add %0, %b : tensor<8xf32>
    pyc.yield %1 : tensor<8xf32>
  }
  %t = pyc.kernel reduction(%x, %k#1) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>):
    %0 = pyc.reduce max %a, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
    %1 = pyc.add %0, %b : tensor<8xf32>
    pyc.yield %1 : tensor<8xf32>
  }
  return %s, %t, %counts#0, %counts#1 : tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<i64>
}

// -----

// Two batch norms' statistics in one kernel (each in bf16, times the
// momentum, rounded: 4 ops a result, 17 with the constant), read by three
// reductions: split a piece a result and each computed in its reader, as
// one batch norm's are (the whole kernel is past the small kernels' 16 ops,
// each piece within them).
// CHECK-LABEL: func.func @split_pieces
// CHECK-NOT: pyc.kernel pointwise
// CHECK: pyc.kernel reduction(%arg0, %arg1)
// CHECK: pyc.kernel reduction(%arg0, %arg2, %arg3)
// CHECK: pyc.kernel reduction(%arg0, %arg4)
// CHECK-NOT: pyc.kernel
func.func @split_pieces(%x: tensor<4x8xf32>, %s0: tensor<8xbf16>, %s1: tensor<8xbf16>, %s2: tensor<8xbf16>, %s3: tensor<8xbf16>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %k:4 = pyc.kernel pointwise(%s0, %s1, %s2, %s3) : (tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%a0: tensor<8xbf16>, %a1: tensor<8xbf16>, %a2: tensor<8xbf16>, %a3: tensor<8xbf16>):
    %c = pyc.constant dense<0.9> : tensor<8xf32>
    %e0 = pyc.convert %a0 : tensor<8xbf16> -> tensor<8xf32>
    %m0 = pyc.mul %e0, %c : tensor<8xf32>
    %r0 = pyc.convert %m0 : tensor<8xf32> -> tensor<8xbf16>
    %f0 = pyc.convert %r0 : tensor<8xbf16> -> tensor<8xf32>
    %e1 = pyc.convert %a1 : tensor<8xbf16> -> tensor<8xf32>
    %m1 = pyc.mul %e1, %c : tensor<8xf32>
    %r1 = pyc.convert %m1 : tensor<8xf32> -> tensor<8xbf16>
    %f1 = pyc.convert %r1 : tensor<8xbf16> -> tensor<8xf32>
    %e2 = pyc.convert %a2 : tensor<8xbf16> -> tensor<8xf32>
    %m2 = pyc.mul %e2, %c : tensor<8xf32>
    %r2 = pyc.convert %m2 : tensor<8xf32> -> tensor<8xbf16>
    %f2 = pyc.convert %r2 : tensor<8xbf16> -> tensor<8xf32>
    %e3 = pyc.convert %a3 : tensor<8xbf16> -> tensor<8xf32>
    %m3 = pyc.mul %e3, %c : tensor<8xf32>
    %r3 = pyc.convert %m3 : tensor<8xf32> -> tensor<8xbf16>
    %f3 = pyc.convert %r3 : tensor<8xbf16> -> tensor<8xf32>
    pyc.yield %f0, %f1, %f2, %f3 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  %s = pyc.kernel reduction(%x, %k#0) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>):
    %0 = pyc.reduce sum %a, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
    %1 = pyc.add %0, %b : tensor<8xf32>
    pyc.yield %1 : tensor<8xf32>
  }
  %t = pyc.kernel reduction(%x, %k#1, %k#2) : (tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %d: tensor<8xf32>):
    %0 = pyc.reduce max %a, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
    %1 = pyc.add %0, %b : tensor<8xf32>
    %2 = pyc.add %1, %d : tensor<8xf32>
    pyc.yield %2 : tensor<8xf32>
  }
  %u = pyc.kernel reduction(%x, %k#3) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8xf32>):
    %0 = pyc.reduce min %a, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
    %1 = pyc.add %0, %b : tensor<8xf32>
    pyc.yield %1 : tensor<8xf32>
  }
  return %s, %t, %u : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
