"""LAPACK evaluators behind JAX's CPU custom calls: LAPACK's conventions where numpy has no routine
(pivots, info, partial pivoting in gtsv, Householder vectors, standardized Schur blocks)."""
import numpy as np
import pytest

from stablehlo_translate.interpreter.ops.lapack_eigen import gees, geev, gesdd, householder, robust
from stablehlo_translate.interpreter.ops.lapack_factor import getrf, gtsv, potrf, trsm

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # LAPACK's inf/nan on zero pivots

RNG = np.random.RandomState(7)


def test_getrf_pivots_are_one_based_row_interchanges():
    lu, ipiv, info = getrf(np.array([[1.0, 2.0], [3.0, 4.0]]))
    assert ipiv.tolist() == [2, 2] and info == 0
    np.testing.assert_allclose(lu, [[3.0, 4.0], [1 / 3, 2 - 4 / 3]])


def test_getrf_reports_the_first_zero_pivot_and_completes():
    _, ipiv, info = getrf(np.array([[[0.0, 1.0], [0.0, 2.0]], [[2.0, 1.0], [4.0, 2.0]]]))
    assert info.tolist() == [1, 2] and ipiv.tolist() == [[1, 2], [2, 2]]


def test_potrf_info_is_the_order_of_the_failing_minor():
    a = np.array([[4.0, 2.0, 0.0], [2.0, 5.0, 0.0], [0.0, 0.0, -1.0]])
    out, info = potrf(np.stack([a, np.eye(3)]), uplo="L")
    assert info.tolist() == [3, 0]
    np.testing.assert_array_equal(out[0], a)  # a failed matrix comes back as given
    upper, info = potrf(a[:2, :2], uplo="U")
    np.testing.assert_allclose(np.triu(upper).T @ np.triu(upper), a[:2, :2])
    assert upper[1, 0] == a[1, 0]  # the other triangle keeps the input


def test_trsm_with_a_zero_on_the_diagonal_gives_inf_like_lapack():
    x = trsm(np.array([[0.0, 0.0], [1.0, 1.0]]), np.array([[1.0], [1.0]]), side="L", uplo="L", trans_x="N",
             diag="N")
    assert np.isinf(x[0, 0])


@pytest.mark.parametrize("dtype", [np.float64, np.complex128])
def test_gtsv_pivots_and_solves(dtype):
    n = 6
    dl, d, du = (RNG.uniform(-1, 1, (3, n)).astype(dtype) for _ in range(3))
    if dtype == np.complex128:
        d = d + 1j * RNG.uniform(-1, 1, (3, n))
    dl[:, 0] = 0
    du[:, -1] = 0
    d[:, 2] *= 1e-3  # forces row interchanges
    b = RNG.uniform(-1, 1, (3, n, 2)).astype(dtype)
    dense = np.zeros((3, n, n), dtype)
    rows = np.arange(n)
    dense[:, rows, rows] = d
    dense[:, rows[1:], rows[:-1]] = dl[:, 1:]
    dense[:, rows[:-1], rows[1:]] = du[:, :-1]
    *_, x, info = gtsv(dl, d, du, b)
    assert info.tolist() == [0, 0, 0]
    np.testing.assert_allclose(x, np.linalg.solve(dense, b), rtol=1e-10, atol=1e-12)


def test_gtsv_zero_pivot_info():
    *_, info = gtsv(np.zeros(3), np.array([0.0, 1.0, 1.0]), np.zeros(3), np.ones((3, 1)))
    assert info == 1


def test_householder_annihilates_the_tail():
    alpha = RNG.uniform(-1, 1, 4) + 1j * RNG.uniform(-1, 1, 4)
    x = RNG.uniform(-1, 1, (4, 3)) + 1j * RNG.uniform(-1, 1, (4, 3))
    beta, tau, scaled = householder(alpha, x)
    v = np.concatenate([np.ones((4, 1)), scaled], axis=1)
    for k in range(4):
        h = np.eye(4) - tau[k] * np.outer(v[k], v[k].conj())
        np.testing.assert_allclose(h.conj().T @ np.r_[alpha[k], x[k]], np.r_[beta[k], 0, 0, 0], atol=1e-12)
    assert np.all(np.imag(beta) == 0)


def test_geev_left_vectors_normalized_like_lapack():
    a = RNG.uniform(-3, 3, (4, 4))
    _, _, vl, _, info = geev(a, compute_left="V", compute_right="V")
    np.testing.assert_allclose(np.linalg.norm(vl, axis=0), 1)
    largest = vl[np.argmax(np.abs(vl), axis=0), np.arange(4)]
    assert np.all(largest.imag == 0)


def test_gees_real_blocks_are_standardized():
    a = np.array([[0.0, -2.0, 1.0], [1.0, 0.0, 3.0], [0.0, 0.0, 5.0]]) + 0.1
    t, z, wr, wi, _, info = gees(a, mode="V", sort="N")
    np.testing.assert_allclose(z @ t @ z.T, a, atol=1e-12)
    pair = int(np.flatnonzero(wi > 0)[0])
    block = t[pair:pair + 2, pair:pair + 2]
    assert block[0, 0] == block[1, 1] and block[0, 1] * block[1, 0] < 0
    np.testing.assert_allclose(np.sort_complex(wr + 1j * wi), np.sort_complex(np.linalg.eigvals(a)))


def test_failures_are_per_matrix():
    a = np.stack([4 * np.eye(2), -np.eye(2)])
    (factor,), info = robust(lambda x: (np.linalg.cholesky(x),), a, (((2, 2), np.float64),))
    assert info.tolist() == [0, 1] and factor[0].tolist() == [[2, 0], [0, 2]] and np.isnan(factor[1]).all()


def test_svd_without_vectors_has_the_allocated_shapes():
    _, s, u, vt, info = gesdd(np.ones((2, 3)), mode="N", u_shape=(2, 2), vt_shape=(3, 3))
    assert u.shape == (2, 2) and vt.shape == (3, 3) and not u.any() and info == 0
    np.testing.assert_allclose(s, [np.sqrt(6), 0], atol=1e-12)


@pytest.mark.parametrize("dtype", [np.float64, np.complex128])
def test_gees_on_defective_and_batched_matrices(dtype):
    jordan = np.array([[2.0, 1.0, 0.0], [0.0, 2.0, 1.0], [0.0, 0.0, 2.0]])
    rotation = np.array([[0.0, -1.0, 0.5], [1.0, 0.0, 0.25], [0.0, 0.0, 3.0]])
    basis = RNG.uniform(-1, 1, (3, 3))
    a = np.stack([jordan[::-1, ::-1], basis @ jordan @ np.linalg.inv(basis), rotation,
                  RNG.uniform(-3, 3, (3, 3))]).astype(dtype)
    t, z, *_ = gees(a, mode="V", sort="N")
    np.testing.assert_allclose(z @ t @ np.conj(np.swapaxes(z, -1, -2)), a, atol=1e-12)
    np.testing.assert_allclose(np.conj(np.swapaxes(z, -1, -2)) @ z, np.broadcast_to(np.eye(3), a.shape), atol=1e-12)
    assert not np.tril(t, -2).any()
    if dtype == np.complex128:
        assert not np.tril(t, -1).any()


def test_empty_batches_and_matrices():
    for shape in [(0, 0), (3, 0, 0), (0, 2, 2)]:
        out, info = potrf(np.zeros(shape), uplo="L")
        assert out.shape == shape and info.shape == shape[:-2]
        lu, ipiv, info = getrf(np.zeros(shape))
        assert lu.shape == shape and ipiv.shape == (*shape[:-2], shape[-1])
        (w,), info = robust(lambda x: (np.linalg.eigvalsh(x),), np.zeros(shape), (((shape[-1],), np.float64),))
        assert w.shape == shape[:-1]
