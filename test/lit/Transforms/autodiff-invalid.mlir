// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(pyc-autodiff)' --verify-diagnostics

// expected-error @+1 {{pyc-autodiff: argument 0 of type 'tensor<4xi64>' requires a gradient, but only float tensors have one}}
func.func @int_requires_grad(%i: tensor<4xi64> {pyc.requires_grad = true}) -> tensor<4xi64> {
  return %i : tensor<4xi64>
}

// -----

// expected-error @+1 {{pyc-autodiff: 'pyc.requires_grad' of result 0 must be a bool attribute}}
func.func @result_flag_not_bool(%x: tensor<4xf32>) -> (tensor<4xf32> {pyc.requires_grad = 1 : i64}) {
  return %x : tensor<4xf32>
}

// -----

// A `?` size that no symbol gives (no `pyc.symbols`) is an error where the
// pass needs it: a cotangent argument's sizes, a rule's broadcast back.
// expected-error @+1 {{pyc-autodiff: the run-time sizes of result 0 of @unknown_size are not known}}
func.func @unknown_size(%x: tensor<?xf32>) -> tensor<?xf32> {
  %t = pyc.tanh %x : tensor<?xf32>
  return %t : tensor<?xf32>
}

// -----

func.func @unknown_rows(%x: tensor<?x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.reduce' op gradient rule needs a broadcast to type 'tensor<?x4xf32>', whose run-time sizes are not known}}
  %s = pyc.reduce sum %x, dims = [0] : tensor<?x4xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// An attention's logsumexp read by the forward: its cotangent has no rule.
func.func @attention_logsumexp_returned(%q: tensor<2x8x16xbf16>, %k: tensor<2x8x16xbf16>, %v: tensor<2x8x16xbf16>) -> (tensor<2x8x16xbf16>, tensor<2x8xf32>) {
  // expected-error @+1 {{gradient rule: the logsumexp is read by the forward; only the output's cotangent has a rule}}
  %o, %lse = pyc.attention %q, %k, %v scale = 2.500000e-01 : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  return %o, %lse : tensor<2x8x16xbf16>, tensor<2x8xf32>
}
